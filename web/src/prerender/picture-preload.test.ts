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
    expect(link).not.toHaveAttribute('media');
  });

  it('preloads a picture shown only from some width with that media query', () => {
    const table = document.getElementById(firstScreenPicturesId)!;
    table.textContent = JSON.stringify({
      '/installateur': {
        type: 'image/avif',
        srcset: '/images/plan-960.avif 960w',
        sizes: '100vw',
        media: '(min-width: 640px)',
      },
    });
    window.history.replaceState(null, '', '/#/installateur');
    preloadFirstScreenPicture(window);
    expect(preloads()).toHaveLength(1);
    expect(preloads()[0]).toHaveAttribute('media', '(min-width: 640px)');
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
