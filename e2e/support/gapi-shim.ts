/**
 * A stand-in for https://apis.google.com/js/api.js, which Firebase's redirect sign-in loads to open its
 * helper frame (here the Auth emulator's /emulator/auth/iframe, which loads it too). Tests serve it with
 * `context.route`, so the whole flow runs offline. It implements what both sides use, read from
 * @firebase/auth (loadGapi, _openIframe, BrowserPopupRedirectResolver) and firebase-tools' emulator iframe:
 * gapi.load, gapi.iframes.getContext().open(...) → iframe.restyle/ping/register/send, and
 * getParentIframe().register/send, over postMessage; calls for a type nobody registered yet are queued.
 */
export const gapiShimSource = String.raw`(function () {
  var FILTER = function () { return true; };
  function Channel(peer) {
    var handlers = {}, queued = [], pending = {}, next = 1;
    function post(message) { message.gapiShim = 1; peer().postMessage(message, '*'); }
    function answer(call) {
      var result;
      try { result = handlers[call.type](call.data); } catch (error) { result = { status: 'ERROR' }; }
      post({ kind: 'reply', id: call.id, responses: [result] });
    }
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || message.gapiShim !== 1 || event.source !== peer()) return;
      if (message.kind === 'call') {
        if (message.type === '__ping') return post({ kind: 'reply', id: message.id, responses: [true] });
        if (handlers[message.type]) answer(message); else queued.push(message);
      } else if (message.kind === 'reply' && pending[message.id]) {
        var callback = pending[message.id];
        delete pending[message.id];
        try { callback(message.responses); } catch (error) { /* gapi swallows callback errors too */ }
      }
    });
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        var waiting = queued.filter(function (call) { return call.type === type; });
        queued = queued.filter(function (call) { return call.type !== type; });
        waiting.forEach(answer);
      },
      unregister: function (type) { delete handlers[type]; },
      send: function (type, data, callback) {
        var id = next++;
        if (callback) pending[id] = callback;
        post({ kind: 'call', id: id, type: type, data: data });
      },
    };
  }

  var parentChannel = null;
  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var channel = Channel(function () { return element.contentWindow; });
      var iframe = {
        register: channel.register,
        unregister: channel.unregister,
        send: channel.send,
        restyle: function () { return Promise.resolve(); },
        ping: function (callback) {
          return new Promise(function (resolve) {
            var answered = false;
            function attempt() {
              if (answered) return;
              channel.send('__ping', {}, function () {
                if (answered) return;
                answered = true;
                if (callback) callback();
                resolve();
              });
              setTimeout(attempt, 100);
            }
            attempt();
          });
        },
      };
      return onOpen ? onOpen(iframe) : iframe;
    },
    getParentIframe: function () {
      parentChannel = parentChannel || Channel(function () { return window.parent; });
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: function () {},
    getContext: function () { return context; },
  };
  window.gapi.load = function (_name, options) {
    setTimeout(function () {
      if (typeof options === 'function') options(); else if (options && options.callback) options.callback();
    }, 0);
  };
  // Inside a frame, answer pings as soon as this script runs (before the frame registers anything).
  if (window.parent !== window) context.getParentIframe();

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;
