import { firstScreenAttributes, firstScreenScriptType } from '@/lib/first-screen-markup';
import { hashRoute, matchesAny } from './boot-script';

/**
 * Preloads the main picture (`fetchpriority="high"`) of the address's first screen. The browser runs no classic
 * script while the stylesheet loads, so the boot script paints the first screen, and its picture is requested,
 * only once the stylesheet has arrived: a round trip after it. This runs as an async script, which the
 * stylesheet does not hold back, and requests the picture beside the stylesheet. The preload and the painted
 * picture pick the same file from the same `srcset` and `sizes`.
 */
export function preloadFirstScreenPicture({ document, location }: Window): void {
  const route = hashRoute(location.hash);
  const screen = [
    ...document.querySelectorAll(`script[type="${firstScreenScriptType}"][${firstScreenAttributes.route}]`),
  ].find((candidate) => matchesAny(candidate.getAttribute(firstScreenAttributes.route) ?? '', route));
  if (!screen) return;
  // Parsed inert: nothing in a template's content is fetched.
  const template = document.createElement('template');
  template.innerHTML = screen.textContent ?? '';
  // A browser takes a picture's first source of a type it reads, and skips a preload of a type it does not:
  // preloading the first source alone never fetches a second file.
  const source = template.content
    .querySelector('img[fetchpriority="high"]')
    ?.closest('picture')
    ?.querySelector('source[srcset]');
  if (!source) return;
  const link = document.createElement('link');
  const attributes = {
    rel: 'preload',
    as: 'image',
    type: source.getAttribute('type') ?? '',
    imagesrcset: source.getAttribute('srcset') ?? '',
    imagesizes: source.getAttribute('sizes') ?? '',
    fetchpriority: 'high',
  };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
