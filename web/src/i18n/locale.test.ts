import { describe, expect, it } from 'vitest';
import { initialLocale } from './locale';

const storage = (value: string | null) => ({ getItem: () => value });

describe('interface language', () => {
  it.each([
    [['fr-FR'], 'fr'],
    [['FR-be', 'en'], 'fr'],
    [['en-GB', 'fr'], 'en'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ] as const)('with nothing stored, browser languages %j give %s', (languages, expected) => {
    expect(initialLocale(storage(null), languages)).toBe(expected);
  });

  it('a stored choice wins over the browser language', () => {
    expect(initialLocale(storage('en'), ['fr-FR'])).toBe('en');
    expect(initialLocale(storage('fr'), ['en-US'])).toBe('fr');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(initialLocale(storage('de'), ['fr-FR'])).toBe('fr');
  });
});
