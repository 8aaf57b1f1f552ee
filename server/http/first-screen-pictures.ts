import type { FirstScreenPicture } from '../../shared/first-screen';

const screenBlock = /<script type="text\/x-first-screen" data-route="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g;
const pictureElement = /<picture>([\s\S]*?)<\/picture>/g;
const firstSource = /<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"(?: media="([^"]+)")?\/>/;

/**
 * Per route of the rendered first screens (each route of a screen's `data-route`), its main picture: the one
 * whose image is `fetchPriority="high"`, as its first source names it. The page's head script preloads it
 * (web/src/prerender/picture-preload.ts). The markup is React's own rendering of `ResponsiveImage`, whose
 * attributes come in this order; a screen whose picture does not match is only not preloaded.
 */
export function firstScreenPictures(firstScreens: string): Record<string, FirstScreenPicture> {
  const pictures: Record<string, FirstScreenPicture> = {};
  for (const [, routes, markup] of firstScreens.matchAll(screenBlock)) {
    for (const [, picture] of markup!.matchAll(pictureElement)) {
      if (!picture!.includes('fetchPriority="high"')) continue;
      const source = firstSource.exec(picture!);
      if (!source) continue;
      const [, type, srcset, sizes, media] = source;
      const entry = {
        type: type!,
        srcset: srcset!,
        sizes: sizes!,
        ...(media ? { media: decodeMedia(media) } : {}),
      };
      for (const route of routes!.split(' ')) pictures[route] = entry;
      break;
    }
  }
  return pictures;
}

/** A media query as React escapes it in an attribute (`(width >= 40rem)` holds a `>`). */
function decodeMedia(media: string): string {
  const characters: Record<string, string> = { '&gt;': '>', '&lt;': '<', '&amp;': '&' };
  return media.replace(/&(?:gt|lt|amp);/g, (entity) => characters[entity]!);
}
