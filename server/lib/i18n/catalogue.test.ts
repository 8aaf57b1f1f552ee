import { describe, expect, it } from 'vitest';
import { defineCatalogue, translator } from './catalogue';

const catalogue = defineCatalogue(
  { greeting: 'Hello {name},', count: '{count, plural, one {# order} other {# orders}}', plain: 'Done' },
  {
    greeting: 'Bonjour {name},',
    count: '{count, plural, one {# commande} other {# commandes}}',
    plain: 'Fini',
  },
);

describe('translator', () => {
  it('formats ICU placeholders in the language asked for', () => {
    expect(translator(catalogue, 'en')('greeting', { name: 'Camille' })).toBe('Hello Camille,');
    expect(translator(catalogue, 'fr')('greeting', { name: 'Camille' })).toBe('Bonjour Camille,');
    expect(translator(catalogue, 'fr')('plain')).toBe('Fini');
  });

  it('formats plurals with the language’s rules', () => {
    expect(translator(catalogue, 'en')('count', { count: 1 })).toBe('1 order');
    expect(translator(catalogue, 'fr')('count', { count: 0 })).toBe('0 commande');
    expect(translator(catalogue, 'en')('count', { count: 2 })).toBe('2 orders');
  });

  it('inserts values as text, never as message syntax', () => {
    expect(translator(catalogue, 'en')('greeting', { name: '{name} <b>' })).toBe('Hello {name} <b>,');
  });

  it('refuses a message without its values, at compile time and at run time', () => {
    const t = translator(catalogue, 'en');
    // @ts-expect-error: "greeting" needs {name}
    expect(() => t('greeting')).toThrow(/name/);
  });
});

describe('defineCatalogue', () => {
  it('refuses, at compile time, a French catalogue that misses an English key', () => {
    // @ts-expect-error: "plain" is missing in French
    const incomplete = defineCatalogue({ greeting: 'Hello', plain: 'Done' }, { greeting: 'Bonjour' });
    expect(Object.keys(incomplete.fr)).toEqual(['greeting']);
  });
});
