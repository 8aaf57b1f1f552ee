import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text';

describe('isStorableText', () => {
  it('accepts ordinary text in any script, emoji included', () => {
    expect(isStorableText('Élodie Dupré — 東京 🏠')).toBe(true);
    expect(isStorableText('محمد علي')).toBe(true);
    // The zero-width joiner of an emoji sequence is no control.
    expect(isStorableText('👩\u200D💻')).toBe(true);
    expect(isStorableText('Line one\nline two\r\n\tindented', { multiline: true })).toBe(true);
  });

  it('refuses NUL and other control characters, C1 included', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\u0000b', { multiline: true })).toBe(false);
    expect(isStorableText('bell\u0007', { multiline: true })).toBe(false);
    expect(isStorableText('del\u007F')).toBe(false);
    expect(isStorableText('next\u0085line')).toBe(false);
    expect(isStorableText('next\u0085line', { multiline: true })).toBe(false);
  });

  it('refuses line breaks in a one-line field', () => {
    expect(isStorableText('Name\r\nBcc: victim@example.com')).toBe(false);
    expect(isStorableText('tab\there')).toBe(false);
  });

  it('refuses direction controls and line or paragraph separators in a one-line field only', () => {
    for (const character of [
      '\u202E',
      '\u202A',
      '\u2066',
      '\u2069',
      '\u200F',
      '\u061C',
      '\u2028',
      '\u2029',
    ]) {
      expect(isStorableText(`evil${character}txt`), `U+${character.codePointAt(0)!.toString(16)}`).toBe(
        false,
      );
      expect(isStorableText(`evil${character}txt`, { multiline: true })).toBe(true);
    }
  });

  it('refuses lone surrogates but not surrogate pairs', () => {
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('a\uDC00b')).toBe(false);
    expect(isStorableText('end\uD83D')).toBe(false);
    expect(isStorableText('\uD83C\uDFE0')).toBe(true);
  });

  it('refuses noncharacters, which XML cannot hold (U+FFFE, U+FFFF) or which are for no interchange', () => {
    for (const character of ['\uFFFE', '\uFFFF', '\uFDD0', '\u{1FFFF}', '\u{10FFFF}']) {
      expect(isStorableText(`a${character}b`), `U+${character.codePointAt(0)!.toString(16)}`).toBe(false);
      expect(isStorableText(`a${character}b`, { multiline: true })).toBe(false);
    }
    expect(isStorableText('\uFFFD \uFFFC \u{10FFFD}')).toBe(true);
  });

  it('applies after character references are decoded too, as an XML or HTML reader would read them', () => {
    for (const typed of [
      'Bell&#7;Co',
      '&#0;',
      '&#00000;',
      'Tom &#x202E;x',
      '&#X202e;',
      '&#8232;',
      '&#xD800;',
      '&#xD83D;&#xDE00;',
      '&#x110000;',
      '&#99999999999999999999;',
      '&#xFFFF;',
      'tab&Tab;here',
      '&NewLine;',
      '&rlm;',
    ]) {
      expect(isStorableText(typed), typed).toBe(false);
    }
    // A text of several lines may hold what the references stand for, as it may hold the characters.
    expect(isStorableText('line&#10;break&#x9;tab&#13;&NewLine;&rlm;', { multiline: true })).toBe(true);
    expect(isStorableText('bell&#7;', { multiline: true })).toBe(false);
  });

  it('keeps what only looks like markup or a reference: it is text, stored and written as typed', () => {
    for (const typed of [
      'Tom &foo; x',
      '&lt;b&gt;bold&lt;/b&gt;',
      'Dupré &amp; Fils',
      'AT&T; B&Q',
      '&#233;t&#xE9;',
      '&#128512;',
      '&#;',
      '&#x;',
      '&#xZZ;',
      '<![CDATA[ ]]>',
      'a ]]> b',
    ]) {
      expect(isStorableText(typed), typed).toBe(true);
    }
  });
});
