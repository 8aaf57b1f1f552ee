import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogue';

describe('message catalogues', () => {
  it('French and English have exactly the same keys', () => {
    expect(Object.keys(catalogues.fr).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it.each(['en', 'fr'] as const)('no %s message is empty', (locale) => {
    const empty = Object.entries(catalogues[locale]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('every message uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const mismatched = Object.keys(catalogues.en).filter(
      (id) =>
        JSON.stringify(placeholders(catalogues.en[id as keyof typeof catalogues.en])) !==
        JSON.stringify(placeholders(catalogues.fr[id as keyof typeof catalogues.fr])),
    );
    expect(mismatched).toEqual([]);
  });
});
