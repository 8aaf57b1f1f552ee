/** One route's first screen, rendered by the build's prerender and put in index.html by the server. */
export interface PrerenderedRoute {
  /** The route, as after the hash: `/store`. */
  path: string;
  html: string;
  /** The first screen is shown only when the link has no such query parameter (it shows another state then). */
  unlessParam?: string;
}

export type PrerenderLocale = 'en' | 'fr';
export type PrerenderedRoutes = Record<PrerenderLocale, PrerenderedRoute[]>;
