import { describe, expect, it } from 'vitest';
import { defineCatalogue } from './define-catalogue';

describe('defineCatalogue', () => {
  it('holds both languages under the same keys', () => {
    const catalogue = defineCatalogue({ hello: 'Hello {name}' }, { hello: 'Bonjour {name}' });
    expect(catalogue).toEqual({ en: { hello: 'Hello {name}' }, fr: { hello: 'Bonjour {name}' } });
  });

  it('refuses, at type check, a message missing in French or one French has alone', () => {
    // @ts-expect-error: `bye` is missing in French.
    defineCatalogue({ hello: 'Hello', bye: 'Bye' }, { hello: 'Bonjour' });
    // @ts-expect-error: `bye` is not an English message.
    defineCatalogue({ hello: 'Hello' }, { hello: 'Bonjour', bye: 'Au revoir' });
  });
});
