import { localizedContent } from '@/components/localized-content';

/** The installer landing page's copy, one file per language. `{brand}` is the control-system brand. */
export interface InstallerContent {
  header: { eyebrow: string; title: string; text: string; cta: string; imageAlt: string };
  sections: {
    id: 'introduction' | 'service' | 'control-system' | 'programming';
    eyebrow: string;
    title: string;
    text: string[];
    points: string[];
  }[];
}

export const installerContent = localizedContent<InstallerContent>({
  en: () => import('./installer-content-en').then((module) => module.installerContentEn),
  fr: () => import('./installer-content-fr').then((module) => module.installerContentFr),
});
