import type { Language } from './language';

/**
 * A driver's title inside a sentence: French titles that start with "Driver", capitalised as a heading, read
 * "le driver passerelle Velux KLF 200" rather than "le Driver passerelle…"; a title that starts with a brand,
 * and every English title, stays as it is. Sentences say "the {driver}", never "the {driver} driver".
 */
export function driverNameInSentence(title: string, language: Language): string {
  return language === 'fr' ? title.replace(/^Driver\b/, 'driver') : title;
}
