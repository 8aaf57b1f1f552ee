import { describe, expect, it } from 'vitest';
import { isLanguage, negotiateLanguage } from './language';

describe('negotiateLanguage', () => {
  it('picks French when the first preference is French, from a header or a list', () => {
    expect(negotiateLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLanguage('fr;q=0.9')).toBe('fr');
    expect(negotiateLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(negotiateLanguage(' FR ')).toBe('fr');
  });

  it('falls back to English otherwise', () => {
    expect(negotiateLanguage('en-GB,fr;q=0.9')).toBe('en');
    expect(negotiateLanguage(['de', 'fr'])).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('french')).toBe('en');
  });

  it('recognises only the two site languages', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
