import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedRoute, PrerenderedRoutes } from '../../shared/prerendered-route';
import type { PublicSettings } from '../../shared/public-settings';

export type { PrerenderedRoutes };

/**
 * Runs while the HTML is parsed, before any script file is requested: copies the first screen of the route in
 * the address (the hash, without its query) from its template into #root, unless the visitor chose the other
 * language with the switch, or the template's condition does not hold: the link carries its
 * `data-unless-param` (in the hash's query or before the hash), or local storage holds its
 * `data-unless-stored`. The app's scripts (named by the tag's data attributes) are then requested as soon as
 * that first screen is painted (or after 2 s, e.g. in a background tab), so they never hold it back; without a
 * first screen they are requested at once. A click on a first-screen button (the language switch, the menu) is
 * noted in #root's `data-pending-click` and replayed by the app once it has rendered (web/src/main.tsx). The
 * React app renders over the first screen (docs/decisions/006). It sets the page in Inter when an earlier visit
 * cached it, and otherwise caches Inter a second after the page has loaded, without applying it (decision 007).
 * It is the only inline script: the CSP admits it by its hash.
 */
export const PRERENDER_SCRIPT = [
  "(function(){var d=document.currentScript.dataset,r=document.getElementById('root'),",
  "p=location.hash.slice(1).split('?')[0].replace(/\\/+$/,'')||'/',l=null,done=0;",
  "var h=document.documentElement,f=null;try{l=localStorage.getItem('language');f=localStorage.getItem('web-font')}catch(e){}",
  "if(f)h.classList.add('web-font');else addEventListener('load',function(){setTimeout(function(){",
  "document.fonts.load('1em \"Inter Variable\"').then(function(x){if(x.length)try{localStorage.setItem('web-font','1')}catch(e){}})",
  '},1000)});',
  "function has(n){return !!n&&(new URLSearchParams(location.hash.split('?')[1]||'').has(n)||",
  'new URLSearchParams(location.search).has(n))}',
  'function stored(k){try{return !!k&&localStorage.getItem(k)!==null}catch(e){return false}}',
  "if(!l||l===h.lang){var t=document.querySelectorAll('template[data-route]');",
  "for(var i=0;i<t.length;i++)if(t[i].getAttribute('data-route')===p){",
  "if(!has(t[i].getAttribute('data-unless-param'))&&!stored(t[i].getAttribute('data-unless-stored')))",
  'r.appendChild(t[i].content.cloneNode(true));break}}',
  "function add(n,a){var e=document.createElement(n);for(var k in a)e[k]=a[k];e.crossOrigin='';document.head.appendChild(e)}",
  "function go(){if(done)return;done=1;d.preload.split(' ').forEach(function(h){if(h)add('link',{rel:'modulepreload',href:h})});",
  "add('script',{type:'module',src:d.entry})}",
  'if(!r.firstChild)return go();setTimeout(go,2000);',
  "r.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');",
  "if(b&&!r.hasAttribute('data-app'))r.setAttribute('data-pending-click',[].indexOf.call(r.querySelectorAll('button'),b))},true);",
  "try{new PerformanceObserver(function(x){if(x.getEntriesByName('first-contentful-paint').length)go()})",
  ".observe({type:'paint',buffered:true})}catch(e){go()}})()",
].join('');

export const PRERENDER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRERENDER_SCRIPT).digest('base64')}'`;

/** Where `vite build --ssr` writes the prerender, inside the built site (a dot folder is never served). */
export const prerenderModulePath = (staticDir: string) => join(staticDir, '.ssr', 'render-routes.mjs');

/** Renders every prerendered route in both languages, or returns null when the build has no prerender. */
export async function renderPrerender(
  staticDir: string,
  settings: PublicSettings,
): Promise<PrerenderedRoutes | null> {
  const modulePath = prerenderModulePath(staticDir);
  if (!existsSync(modulePath)) return null;
  const module = (await import(pathToFileURL(modulePath).href)) as {
    renderFirstScreens(settings: PublicSettings): Promise<PrerenderedRoutes>;
  };
  return module.renderFirstScreens(settings);
}

const entryScriptPattern = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreloadPattern = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes the app's entry script and module preloads out of the built page (`vite build` puts them in the head,
 * where they would be fetched before the first paint) and returns them for the inline script to request.
 */
export function extractEntryScripts(
  html: string,
): { html: string; entry: string; preloads: string[] } | null {
  const entry = entryScriptPattern.exec(html)?.[1];
  if (!entry) return null;
  const preloads = [...html.matchAll(modulePreloadPattern)].map((match) => match[1]!);
  return {
    html: html.replace(entryScriptPattern, '').replace(modulePreloadPattern, ''),
    entry,
    preloads,
  };
}

/** The templates and the script that go right after `<div id="root"></div>`. */
export function prerenderMarkup(
  routes: PrerenderedRoute[],
  scripts: { entry: string; preloads: string[] },
): string {
  const templates = routes
    .map(({ path, html, unlessParam, unlessStored }) => {
      const conditions =
        (unlessParam ? ` data-unless-param="${escapeAttribute(unlessParam)}"` : '') +
        (unlessStored ? ` data-unless-stored="${escapeAttribute(unlessStored)}"` : '');
      return `<template data-route="${escapeAttribute(path)}"${conditions}>${html}</template>`;
    })
    .join('');
  return (
    `${templates}<script data-entry="${escapeAttribute(scripts.entry)}" ` +
    `data-preload="${escapeAttribute(scripts.preloads.join(' '))}">${PRERENDER_SCRIPT}</script>`
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
