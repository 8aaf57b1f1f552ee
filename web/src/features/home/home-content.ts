import { localizedContent } from '@/components/localized-content';

/**
 * The home page's copy: one file per language, only the visitor's one loaded before the first paint. `{brand}` is the control-system brand
 * and `{app}` the app's name, both from the site settings.
 */
export interface HomeContent {
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primary: string;
    secondary: string;
    imageAlt: string;
    facts: { value: string; label: string }[];
    scenes: { room: string; state: string }[];
  };
  trades: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { title: string; text: string; points: string[] }[];
  };
  process: {
    eyebrow: string;
    title: string;
    lead: string;
    steps: { title: string; text: string }[];
  };
  platform: {
    eyebrow: string;
    title: string;
    text: string[];
    link: string;
    hubLabel: string;
    hub: string[];
  };
  offers: {
    eyebrow: string;
    title: string;
    app: { title: string; text: string; link: string };
    store: { title: string; text: string; link: string };
    services: { title: string; text: string; link: string };
  };
  installer: { eyebrow: string; title: string; text: string; link: string };
  contact: { title: string; text: string; link: string };
}

export const homeContent = localizedContent<HomeContent>({
  en: () => import('./home-content-en').then((module) => module.homeContentEn),
  fr: () => import('./home-content-fr').then((module) => module.homeContentFr),
});
