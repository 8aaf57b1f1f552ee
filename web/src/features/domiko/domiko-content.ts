import { localizedContent } from '@/components/localized-content';
import type { FeatureId } from './domiko-features';

/** One section's copy; `{app}` and `{brand}` are the configured app and control-system names. */
export interface SectionCopy {
  /** A short kicker above the title. */
  eyebrow: string;
  title: string;
  text: string[];
  points: string[];
}

/** The app page's long copy: one file per language, only the visitor's one loaded before the first paint. */
export const domikoContent = localizedContent<Record<FeatureId, SectionCopy>>({
  en: () => import('./domiko-content-en').then((module) => module.domikoContentEn),
  fr: () => import('./domiko-content-fr').then((module) => module.domikoContentFr),
});
