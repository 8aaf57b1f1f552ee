import { localizedContent } from '@/components/localized-content';

/** The service page's copy, one file per language. `{brand}` is the control-system brand. */
export interface ServicesContent {
  eyebrow: string;
  title: string;
  lead: string;
  services: { title: string; text: string }[];
  expertise: { title: string; text: string[] };
  logos: { eyebrow: string; title: string; lead: string; names: Record<LogoId, string> };
  cta: { text: string; link: string };
}

export type LogoId = 'certified' | 'csharp' | 'flutter' | 'html5' | 'knx' | 'brand';

export const servicesContent = localizedContent<ServicesContent>({
  en: () => import('./services-content-en').then((module) => module.servicesContentEn),
  fr: () => import('./services-content-fr').then((module) => module.servicesContentFr),
});
