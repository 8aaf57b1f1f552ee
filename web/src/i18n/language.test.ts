import { describe, expect, it } from 'vitest';
import { initialLanguage } from './language';

const storage = (value: string | null) => ({ getItem: () => value });

describe('interface language', () => {
  it.each([
    [['fr-FR'], 'fr'],
    [['FR-be', 'en'], 'fr'],
    [['en-GB', 'fr'], 'en'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ] as const)('with nothing stored, browser languages %j give %s', (languages, expected) => {
    expect(initialLanguage(storage(null), languages)).toBe(expected);
  });

  it('a stored choice wins over the browser language', () => {
    expect(initialLanguage(storage('en'), ['fr-FR'])).toBe('en');
    expect(initialLanguage(storage('fr'), ['en-US'])).toBe('fr');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(initialLanguage(storage('de'), ['fr-FR'])).toBe('fr');
  });
});
