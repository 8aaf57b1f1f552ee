import { beforeEach, describe, expect, it } from 'vitest';
import { preloadFirstScreenPicture } from './picture-preload';

/** Two first screens as the server sends them: one with a main picture, one whose picture is not the main one. */
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"></div>
    <script type="text/x-first-screen" data-route="/installateur"><header><picture><source type="image/avif" srcSet="/images/plan-960.avif 960w, /images/plan-1920.avif 1920w" sizes="100vw"/><source type="image/webp" srcSet="/images/plan-960.webp 960w" sizes="100vw"/><img src="/images/plan-1920.jpg" alt="A plan" loading="eager" fetchPriority="high"/></picture><h1>For installers</h1></header></script>
    <script type="text/x-first-screen" data-route="/"><picture><source type="image/avif" srcSet="/images/villa-640.avif 640w" sizes="100vw"/><img src="/images/villa.jpg" alt="" fetchPriority="low"/></picture><h1>Home</h1></script>
    <script type="text/x-first-screen" data-route="/store"><h1>Store</h1></script>`;
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('the first screen’s main picture, preloaded beside the stylesheet', () => {
  it('preloads the first source of the picture marked fetchpriority high, as the painted picture will read it', () => {
    window.history.replaceState(null, '', '/#/installateur');
    preloadFirstScreenPicture(window);
    expect(preloads()).toHaveLength(1);
    const [link] = preloads();
    expect(link).toHaveAttribute('as', 'image');
    expect(link).toHaveAttribute('type', 'image/avif');
    expect(link).toHaveAttribute('imagesrcset', '/images/plan-960.avif 960w, /images/plan-1920.avif 1920w');
    expect(link).toHaveAttribute('imagesizes', '100vw');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    // Parsing the screen fetched nothing and painted nothing.
    expect(document.getElementById('root')).toBeEmptyDOMElement();
  });

  it('preloads nothing for a first screen without a main picture, nor for an address without a first screen', () => {
    for (const address of ['/#/', '/#/store', '/#/order/abc']) {
      window.history.replaceState(null, '', address);
      preloadFirstScreenPicture(window);
    }
    expect(preloads()).toEqual([]);
  });
});
