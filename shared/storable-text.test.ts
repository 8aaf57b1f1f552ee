import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text';

describe('isStorableText', () => {
  it('accepts ordinary text in any script, emoji included', () => {
    expect(isStorableText('Élodie Dupré — 東京 🏠')).toBe(true);
    expect(isStorableText('Line one\nline two\r\n\tindented', { multiline: true })).toBe(true);
  });

  it('refuses NUL and other control characters', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\u0000b', { multiline: true })).toBe(false);
    expect(isStorableText('bell\u0007', { multiline: true })).toBe(false);
    expect(isStorableText('del\u007F')).toBe(false);
  });

  it('refuses line breaks in a one-line field', () => {
    expect(isStorableText('Name\r\nBcc: victim@example.com')).toBe(false);
    expect(isStorableText('tab\there')).toBe(false);
  });

  it('refuses lone surrogates but not surrogate pairs', () => {
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('a\uDC00b')).toBe(false);
    expect(isStorableText('end\uD83D')).toBe(false);
    expect(isStorableText('\uD83C\uDFE0')).toBe(true);
  });
});
