import { describe, expect, it } from 'vitest';
import { firstScreenPictures } from './first-screen-pictures';

const installer = `<header><picture><source type="image/avif" srcSet="/images/plan-960.avif 960w, /images/plan-1920.avif 1920w" sizes="100vw"/><source type="image/webp" srcSet="/images/plan-960.webp 960w" sizes="100vw"/><img src="/images/plan-1920.jpg" alt="A plan" loading="eager" decoding="auto" fetchPriority="high"/></picture><h1>For installers</h1></header>`;
const home = `<picture><source type="image/avif" srcSet="/images/villa-640.avif 640w" sizes="100vw"/><img src="/images/villa.jpg" alt="" fetchPriority="low"/></picture><h1>Home</h1>`;

describe('the first screens’ main pictures', () => {
  it('lists, per route, the first source of the picture whose image is fetchPriority high', () => {
    const markup = [
      `<script type="text/x-first-screen" data-shell><header></header></script>`,
      `<script type="text/x-first-screen" data-route="/installateur /installer">${installer}</script>`,
      `<script type="text/x-first-screen" data-route="/">${home}</script>`,
      `<script type="text/x-first-screen" data-route="/store" data-unless-param="x"><h1>Store</h1></script>`,
    ].join('\n');
    const picture = {
      type: 'image/avif',
      srcset: '/images/plan-960.avif 960w, /images/plan-1920.avif 1920w',
      sizes: '100vw',
    };
    expect(firstScreenPictures(markup)).toEqual({ '/installateur': picture, '/installer': picture });
  });

  it('keeps the media query of a picture shown only from some width, as React escapes it', () => {
    const markup = `<script type="text/x-first-screen" data-route="/installer"><picture><source type="image/avif" srcSet="/images/plan-960.avif 960w" sizes="100vw" media="(width &gt;= 40rem) and (orientation: landscape)"/><img src="data:image/gif;base64,R0lGOD" alt="A plan" fetchPriority="high"/></picture></script>`;
    expect(firstScreenPictures(markup)).toEqual({
      '/installer': {
        type: 'image/avif',
        srcset: '/images/plan-960.avif 960w',
        sizes: '100vw',
        media: '(width >= 40rem) and (orientation: landscape)',
      },
    });
  });

  it('finds none in first screens without a main picture', () => {
    expect(firstScreenPictures(`<script type="text/x-first-screen" data-route="/">${home}</script>`)).toEqual(
      {},
    );
    expect(firstScreenPictures('')).toEqual({});
  });
});
