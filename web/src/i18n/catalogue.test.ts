import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { FeatureMessagesModule } from './catalogue';

/** Every argument and tag a message names, in its branches too. */
function argumentNames(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        return [element.value];
      case TYPE.select:
      case TYPE.plural:
        return [
          element.value,
          ...Object.values(element.options).flatMap((option) => argumentNames(option.value)),
        ];
      case TYPE.tag:
        return [`<${element.value}>`, ...argumentNames(element.children)];
      default:
        return [];
    }
  });
}

// The shell's, each feature's, and those of the components several features share (`i18n/component-catalogue.ts`).
const modules = import.meta.glob<Record<string, FeatureMessagesModule>>(
  ['../features/**/*-messages.ts', '../app/shell-messages.ts', '../components/**/*-messages.ts'],
  { eager: true },
);
// Catalogues split into one file per language (`*-messages-en.ts`, `*-messages-fr.ts`), loaded by the code
// that needs them rather than with the feature's pages.
const languageFiles = import.meta.glob<Record<string, Record<string, string>>>(
  '../features/**/*-messages-{en,fr}.ts',
  { eager: true },
);
const splitCatalogues = Object.entries(languageFiles)
  .filter(([path]) => path.endsWith('-en.ts'))
  .map(([path, en]) => {
    const fr = languageFiles[path.replace(/-en\.ts$/, '-fr.ts')] ?? {};
    return [path, { en: Object.values(en)[0]!, fr: Object.values(fr)[0] ?? {} }] as const;
  });
/** Whose a catalogue is: a feature's (`store`), a shared component's folder (`components/buyer-fields`), the app's. */
const ownerOf = (path: string) =>
  /features\/([^/]+)/.exec(path)?.[1] ?? /(components\/[^/]+)\//.exec(path)?.[1] ?? 'app';
const catalogues = [
  ...Object.entries(modules).map(([path, module]) => [path, Object.values(module)[0]!] as const),
  ...splitCatalogues,
].map(([path, messages]) => ({ path, owner: ownerOf(path), messages }));
const shell = catalogues.find((c) => c.path.endsWith('shell-messages.ts'))!.messages;
const owners = [...new Set(catalogues.map((c) => c.owner))].filter((owner) => owner !== 'app');
const features = owners.filter((owner) => !owner.startsWith('components/'));
const components = owners.filter((owner) => owner.startsWith('components/'));

describe('message catalogues', () => {
  it('covers the shell, every feature and the catalogues split by language', () => {
    expect(features.length).toBeGreaterThanOrEqual(11);
    expect(splitCatalogues.map(([path]) => path)).toContain(
      '../features/domiko/illustrations/screen-messages-en.ts',
    );
    // A view's catalogue inside a feature's folder counts too (the back office's orders).
    expect(catalogues.map((c) => c.path)).toContain('../features/back-office/orders/orders-messages.ts');
    expect(components).toEqual(
      expect.arrayContaining([
        'components/message-form',
        'components/buyer-fields',
        'components/info-request',
      ]),
    );
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
    // Read with the ICU parser, so the words of a select's branches (`{x, select, yes {Within…}}`) are text.
    const placeholders = (text = '') => [...new Set(argumentNames(parse(text)))].sort();
    const mismatched = catalogues.flatMap((c) =>
      Object.keys(c.messages.en).filter(
        (id) =>
          JSON.stringify(placeholders(c.messages.en[id])) !== JSON.stringify(placeholders(c.messages.fr[id])),
      ),
    );
    expect(mismatched).toEqual([]);
  });

  // A feature's messages load with its pages only, a shared component's with the component: the code of
  // either may use the shell's ids and its own, so a component's ids are formatted by the component alone.
  it.each(owners)('%s only uses its own and the shell’s message ids', (owner) => {
    const known = new Set(catalogues.flatMap((c) => Object.keys(c.messages.en)));
    const own = catalogues.filter((c) => c.owner === owner).flatMap((c) => Object.keys(c.messages.en));
    const allowed = new Set([...Object.keys(shell.en), ...own]);
    const dir = join(__dirname, '..', owner.startsWith('components/') ? '' : 'features', owner);
    const used = sourceFiles(dir)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g)])
      .map((match) => match[1]!)
      .filter((id) => known.has(id));
    expect(used.filter((id) => !allowed.has(id))).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}
