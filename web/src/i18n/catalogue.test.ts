import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeatureMessagesModule } from './catalogue';

const modules = import.meta.glob<Record<string, FeatureMessagesModule>>(
  ['../features/*/*-messages.ts', '../app/shell-messages.ts'],
  { eager: true },
);
const catalogues = Object.entries(modules).map(([path, module]) => ({
  path,
  feature: path.split('/').at(-2)!,
  messages: Object.values(module)[0]!,
}));
const shell = catalogues.find((c) => c.path.endsWith('shell-messages.ts'))!.messages;

describe('message catalogues', () => {
  it('covers the shell and every feature', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(12);
  });

  it.each(catalogues.map((c) => [c.path, c.messages] as const))(
    '%s: French and English have the same keys',
    (_p, m) => {
      expect(Object.keys(m.fr).sort()).toEqual(Object.keys(m.en).sort());
    },
  );

  it.each(catalogues.map((c) => [c.path, c.messages] as const))('%s: no message is empty', (_p, m) => {
    const empty = [...Object.entries(m.en), ...Object.entries(m.fr)].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('no message id is defined twice', () => {
    const ids = catalogues.flatMap((c) => Object.keys(c.messages.en));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('every message uses the same placeholders in both languages', () => {
    const placeholders = (text = '') => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const mismatched = catalogues.flatMap((c) =>
      Object.keys(c.messages.en).filter(
        (id) =>
          JSON.stringify(placeholders(c.messages.en[id])) !== JSON.stringify(placeholders(c.messages.fr[id])),
      ),
    );
    expect(mismatched).toEqual([]);
  });

  // A feature's messages load with its own pages only: its code may use the shell's ids and its own.
  it.each(catalogues.filter((c) => c.feature !== 'app').map((c) => [c.feature, c] as const))(
    'the %s feature only uses its own and the shell’s message ids',
    (feature, catalogue) => {
      const known = new Set(catalogues.flatMap((c) => Object.keys(c.messages.en)));
      const allowed = new Set([...Object.keys(shell.en), ...Object.keys(catalogue.messages.en)]);
      const dir = join(__dirname, '..', 'features', feature);
      const used = sourceFiles(dir)
        .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g)])
        .map((match) => match[1]!)
        .filter((id) => known.has(id));
      expect(used.filter((id) => !allowed.has(id))).toEqual([]);
    },
  );
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}
