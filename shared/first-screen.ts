import type { Language } from './language';
import type { PublicSettings } from './public-settings';

/**
 * What the build leaves in each page template for the server to fill once at start-up: the run-time settings
 * (docs/decisions/003) and the first screens rendered with them (docs/decisions/006).
 */
export const templateSlots = {
  settings: '<!--app-settings-->',
  firstScreens: '<!--app-first-screens-->',
} as const;

/** Files of the built site that the server reads. They are in dot folders, which are never served. */
export const builtSiteFiles = {
  /** The page template of one language, written by the build (web/vite-plugins/first-screen.ts). */
  template: (language: Language) => `.first-screen/index.${language}.html`,
  /** The CSP hashes of the templates' inline scripts: `{ "scriptSrc": ["'sha256-…'"] }`. */
  inlineScriptHashes: '.first-screen/inline-script-hashes.json',
  /** The first-screen renderer, built by `vite build --ssr` from web/src/prerender/render-routes.tsx. */
  renderer: '.ssr/render-routes.mjs',
} as const;

/**
 * The id of the JSON the server writes into the settings slot: per route of a first screen with a main picture
 * (`fetchpriority="high"`), that picture's first source, which the page's head script preloads.
 */
export const firstScreenPicturesId = 'first-screen-pictures';

/** A first screen's main picture as its first `<source>` names it. */
export interface FirstScreenPicture {
  type: string;
  srcset: string;
  sizes: string;
  /** Where the picture is shown at all (its sources' `media`); elsewhere it is not fetched. */
  media?: string;
}

/** The attribute on `<html>` naming the language the server negotiated from Accept-Language. */
export const negotiatedLanguageAttribute = 'data-negotiated-lang';

/**
 * What the renderer exports: each language's first screens, rendered with that language's settings (its page
 * embeds them), as markup for the `firstScreens` slot.
 */
export type RenderFirstScreens = (
  settings: Record<Language, PublicSettings>,
) => Promise<Record<Language, string>>;
