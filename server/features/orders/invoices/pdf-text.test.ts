import { describe, expect, it } from 'vitest';
import { pdfLines, pdfText } from './pdf-text';

describe('pdfText', () => {
  it('keeps French, the euro sign and typographic quotes', () => {
    expect(pdfText('Œuvre « été » à l’île, 250 €')).toBe('Œuvre « été » à l’île, 250 €');
  });

  it('removes bidi overrides and zero-width characters, and puts a space for control characters', () => {
    expect(pdfText('a\u202Eb\u200Dc\td\ne\u0000f')).toBe('abc d e f');
  });

  it('keeps the narrow no-break spaces of French numbers, and prints figure spaces as no-break spaces', () => {
    expect(pdfText('1\u202f234,00\u00a0€ 1\u2007234')).toBe('1\u202f234,00\u00a0€ 1\u00a0234');
  });

  it('keeps every letter of the embedded font: Vietnamese, Polish, Czech, Greek, Cyrillic', () => {
    expect(pdfText('Zoë Łukowski-Nguyễn, Łódź, Dvořák, Ősz, Αθήνα, Москва')).toBe(
      'Zoë Łukowski-Nguyễn, Łódź, Dvořák, Ősz, Αθήνα, Москва',
    );
  });

  it('composes a letter typed as a letter and its accents', () => {
    expect(pdfText('Nguye\u0302\u0303n')).toBe('Nguyễn');
  });

  it('prints what the font lacks as ?, keeping the letter when only its mark is missing', () => {
    expect(pdfText('東京 🙂')).toBe('?? ?');
  });
});

describe('pdfLines', () => {
  it('splits on any line break and leaves blank lines out', () => {
    expect(pdfLines(' 3 rue Pasteur \r\n\r\n69003 Lyon\u2028France\n')).toEqual([
      '3 rue Pasteur',
      '69003 Lyon',
      'France',
    ]);
  });
});
