import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const catalogueFiles = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-messages.ts'))
  .sort();

type Catalogue = { en: Record<string, string>; fr: Record<string, string> };

function isCatalogue(value: unknown): value is Catalogue {
  const { en, fr } = (value ?? {}) as Partial<Catalogue>;
  return typeof en === 'object' && en !== null && typeof fr === 'object' && fr !== null;
}

async function cataloguesOf(file: string): Promise<[string, Catalogue][]> {
  const module = (await import(`${serverDir}/${file}`)) as Record<string, unknown>;
  return Object.entries(module).filter((entry): entry is [string, Catalogue] => isCatalogue(entry[1]));
}

describe('server catalogues', () => {
  it('are found (every *-messages.ts under server/)', () => {
    expect(catalogueFiles).toEqual(
      expect.arrayContaining([
        'features/account-linking/refusal-messages.ts',
        'features/messages/mails/customer-confirmation-messages.ts',
        'features/messages/mails/owner-notification-messages.ts',
      ]),
    );
  });

  describe.each(catalogueFiles)('%s', (file) => {
    it('exports a catalogue with the same keys in English and French', async () => {
      const catalogues = await cataloguesOf(file);
      expect(catalogues.length).toBeGreaterThan(0);
      for (const [, { en, fr }] of catalogues) expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    });

    it('gives every message the same placeholders in both languages', async () => {
      for (const [name, { en, fr }] of await cataloguesOf(file)) {
        for (const key of Object.keys(en)) {
          const same = isStructurallySame(parse(en[key]!), parse(fr[key] ?? ''));
          expect(same.success, `${name} "${key}": ${same.error?.message ?? ''}`).toBe(true);
        }
      }
    });
  });
});
