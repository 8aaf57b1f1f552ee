import { beforeEach, describe, expect, it } from 'vitest';
import { firstScreenPicturesId } from '@shared/first-screen';
import { preloadFirstScreenPicture } from './picture-preload';

/** The head as the server sends it: the table of the first screens' main pictures (the installer page's). */
beforeEach(() => {
  document.head.innerHTML = `<script id="${firstScreenPicturesId}" type="application/json">${JSON.stringify({
    '/installateur': {
      type: 'image/avif',
      srcset: '/images/plan-960.avif 960w, /images/plan-1920.avif 1920w',
      sizes: '100vw',
    },
  })}</script>`;
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('the first screen’s main picture, preloaded beside the stylesheet', () => {
  it('preloads the picture of the route in the address, as the painted picture will read it', () => {
    window.history.replaceState(null, '', '/#/installateur/');
    preloadFirstScreenPicture(window);
    expect(preloads()).toHaveLength(1);
    const [link] = preloads();
    expect(link).toHaveAttribute('as', 'image');
    expect(link).toHaveAttribute('type', 'image/avif');
    expect(link).toHaveAttribute('imagesrcset', '/images/plan-960.avif 960w, /images/plan-1920.avif 1920w');
    expect(link).toHaveAttribute('imagesizes', '100vw');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('preloads nothing for another route, nor where the page holds no table', () => {
    for (const address of ['/#/', '/#/store', '/#/order/abc']) {
      window.history.replaceState(null, '', address);
      preloadFirstScreenPicture(window);
    }
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/#/installateur');
    preloadFirstScreenPicture(window);
    expect(preloads()).toEqual([]);
  });
});
