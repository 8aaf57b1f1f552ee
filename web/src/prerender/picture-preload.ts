import { type FirstScreenPicture, firstScreenPicturesId } from '@shared/first-screen';
import { hashRoute } from './boot-script';

/**
 * Preloads the main picture of the address's first screen, from the table the server writes in the page's head
 * (`first-screen-pictures`). The browser runs no classic script while a stylesheet loads, so the boot script,
 * after the stylesheet, paints the first screen and its picture is requested only once the stylesheet has
 * arrived, a round trip after it (the installer page's picture is its largest paint). This script runs in the
 * head before the stylesheet's tag, so the picture is requested beside the stylesheet. The preload and the
 * painted picture pick the same file from the same `srcset` and `sizes`; a browser skips the preload of a type
 * it does not read, and its picture then takes a later source. A picture shown only from some width is preloaded
 * with that media query, so a narrower screen fetches nothing.
 */
export function preloadFirstScreenPicture({ document, location }: Window): void {
  const table = document.getElementById(firstScreenPicturesId)?.textContent;
  const picture = table
    ? (JSON.parse(table) as Record<string, FirstScreenPicture | undefined>)[hashRoute(location.hash)]
    : undefined;
  if (!picture) return;
  const link = document.createElement('link');
  const attributes = {
    rel: 'preload',
    as: 'image',
    type: picture.type,
    imagesrcset: picture.srcset,
    imagesizes: picture.sizes,
    fetchpriority: 'high',
    ...(picture.media ? { media: picture.media } : {}),
  };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
