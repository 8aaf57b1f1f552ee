import { describe, expect, it } from 'vitest';
import { inertText } from './inert-text';

describe('inertText', () => {
  it('shows what was typed in the order it was typed', () => {
    expect(inertText('\u202Elive')).toBe('live');
    expect(inertText('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(inertText('\u2067abc\u2069 \u200Fdef\u200E')).toBe('abc def');
  });

  it('turns line and paragraph separators into line breaks, and drops other controls', () => {
    expect(inertText('one\u2028two\u2029three\u0085four')).toBe('one\ntwo\nthree\nfour');
    expect(inertText('a\u0007b\tc\r\nd')).toBe('ab\tc\r\nd');
  });

  it('leaves ordinary text alone', () => {
    const text = 'Élodie Dupré — 東京 🏠 👩\u200D💻 محمد';
    expect(inertText(text)).toBe(text);
  });
});
