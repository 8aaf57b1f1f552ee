import { describe, expect, it } from 'vitest';
import type { FeatureMessagesModule } from '@/i18n/catalogue';
import { shellMessages } from '@/app/shell-messages';
import { sessionMessages } from '@/features/session/session-messages';
import { backOfficeMessages } from './back-office-messages';

// What a back-office file can show: the shell's messages, the `/user` page's, the layout's, and, in a view's
// folder, the catalogues of that folder, which each view of the folder renders inside (`FeatureMessages`, or
// `withMessages` of common/view-page).
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const folderCatalogues = import.meta.glob<Record<string, FeatureMessagesModule>>('./*/*-messages.ts', {
  eager: true,
});
// A folder whose views need several catalogues merges them in one (the orders').
const mergedCatalogues = import.meta.glob<Record<string, FeatureMessagesModule>>('./*/view-catalogue.ts', {
  eager: true,
});

const keysOf = (catalogue: FeatureMessagesModule) => Object.keys(catalogue.en);
const always = new Set([shellMessages, sessionMessages, backOfficeMessages].flatMap(keysOf));
const everyKey = new Set([
  ...always,
  ...Object.values(folderCatalogues).flatMap((module) => keysOf(Object.values(module)[0]!)),
]);

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** The message ids a source names: whole ids in quotes, and the ids a template such as `team.role.${role}` can make. */
function idsNamedIn(source: string): string[] {
  const quoted = [...source.matchAll(/['"`]([a-zA-Z][\w]*(?:\.[\w]+)+)['"`]/g)].map((match) => match[1]!);
  const prefixes = [...source.matchAll(/`([a-zA-Z][\w]*(?:\.[\w]+)*\.)\$\{/g)].map((match) => match[1]!);
  return [
    ...quoted.filter((id) => everyKey.has(id)),
    ...prefixes.flatMap((prefix) => [...everyKey].filter((key) => key.startsWith(prefix))),
  ];
}

describe('the back office’s messages', () => {
  const files = Object.entries(sources).filter(([path]) => !path.endsWith('-messages.ts'));

  it('finds message ids in the views', () => {
    const named = files.flatMap(([, source]) => idsNamedIn(source));
    expect(named).toContain('orders.title');
    expect(named).toContain('team.role.owner');
  });

  const views = files.filter(([path]) => /^\.\/[^/]+\/[^/]+-page\.tsx$/.test(path));
  it.each(views.map(([path, source]) => [path, source] as const))(
    '%s renders inside its folder’s catalogues',
    (path, source) => {
      const folder = folderOf(path);
      const needed = Object.entries(folderCatalogues)
        .filter(([catalogue]) => folderOf(catalogue) === folder)
        .flatMap(([, module]) => keysOf(Object.values(module)[0]!));
      if (needed.length === 0) return;
      const rendered = /<FeatureMessages messages=\{(\w+)\}>|withMessages\((\w+),/.exec(source);
      const name = rendered?.[1] ?? rendered?.[2];
      const given = Object.entries({ ...folderCatalogues, ...mergedCatalogues })
        .filter(([module]) => folderOf(module) === folder)
        .map(([, module]) => module[name ?? ''])
        .find((catalogue) => catalogue !== undefined);
      expect(given, `${path} renders inside FeatureMessages`).toBeDefined();
      expect(needed.filter((key) => !(key in given!.en))).toEqual([]);
    },
  );

  it.each(files.map(([path, source]) => [path, source] as const))(
    '%s shows only messages loaded with it',
    (path, source) => {
      const own = Object.entries(folderCatalogues)
        .filter(([catalogue]) => folderOf(catalogue) === folderOf(path))
        .flatMap(([, module]) => keysOf(Object.values(module)[0]!));
      const available = new Set([...always, ...own]);
      expect(idsNamedIn(source).filter((id) => !available.has(id))).toEqual([]);
    },
  );
});
