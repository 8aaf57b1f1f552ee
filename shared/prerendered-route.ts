/** One route's first screen, rendered by the build's prerender and put in index.html by the server. */
export interface PrerenderedRoute {
  /** The route, as after the hash: `/store`. */
  path: string;
  html: string;
  /** Shown only when the link has no such query parameter (the page starts in another state then). */
  unlessParam?: string;
  /** Shown only when local storage has no such key (a signed-in visitor sees another page). */
  unlessStored?: string;
}

export type PrerenderLocale = 'en' | 'fr';
export type PrerenderedRoutes = Record<PrerenderLocale, PrerenderedRoute[]>;
