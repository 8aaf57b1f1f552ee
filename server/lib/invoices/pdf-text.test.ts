import { describe, expect, it } from 'vitest';
import { pdfLines, pdfText } from './pdf-text';

describe('pdfText', () => {
  it('keeps French, the euro sign and typographic quotes', () => {
    expect(pdfText('Œuvre « été » à l’île, 250 €')).toBe('Œuvre « été » à l’île, 250 €');
  });

  it('removes bidi overrides and zero-width characters, and puts a space for control characters', () => {
    expect(pdfText('a\u202Eb\u200Dc\td\ne\u0000f')).toBe('abc d e f');
  });

  it('prints narrow no-break spaces as no-break spaces', () => {
    expect(pdfText('1\u202f234,00\u00a0€')).toBe('1\u00a0234,00\u00a0€');
  });

  it('takes the accent off letters Helvetica lacks, and prints the others as ?', () => {
    expect(pdfText('Łódź Dvořák Ősz')).toBe('Lódz Dvorák Osz');
    expect(pdfText('東京 Москва')).toBe('?? ??????');
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
