import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { messageSyntax } from '../src/i18n/message-syntax.ts';

/** Long page copy (decision 005): one file per language, and the legal texts. */
const copyModule = /(?:-content-(?:en|fr)|\/features\/legal\/content\/[\w-]+)\.ts$/;

/**
 * Turns every `*-messages.ts` catalogue (and `*-messages-en.ts` / `*-messages-fr.ts`, one split by language) into pre-parsed ICU message ASTs at build time, so the browser does
 * not need react-intl's message parser (about 7 KB gzip): the parser is aliased to its `no-parser` build.
 * A copy module keeps its strings (they are React keys and attributes too) and registers the parsed form of
 * those with message syntax (`{app}`, `<strong>`), which `useCopyFormatter` formats.
 * Source files stay plain typed strings, which the type check and the unit tests read as they are.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    async transform(code, id) {
      if (copyModule.test(id)) return { code: await precompileCopy(code, id), map: null };
      const catalogueFile = /-messages(-en|-fr)?\.ts$/.exec(id);
      if (!catalogueFile) return null;
      // `*-messages-en.ts` / `*-messages-fr.ts`: a catalogue split by language, its exports hold one language.
      const oneLanguage = Boolean(catalogueFile[1]);
      const js = ts
        .transpileModule(code, {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        })
        .outputText.replace(
          /^import\s*\{\s*defineCatalogue\s*\}\s*from\s*['"][^'"]+['"];?\s*$/m,
          'const defineCatalogue = (en, fr) => ({ en, fr });',
        );
      if (/^\s*import\s/m.test(js)) this.error(`${id}: a messages file may only import defineCatalogue()`);
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`
      )) as Record<string, Record<string, Record<string, string>>>;
      const compile = (messages: Record<string, string>) =>
        Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      const exports = Object.entries(module).map(([name, catalogue]) => {
        const compiled = oneLanguage
          ? compile(catalogue as unknown as Record<string, string>)
          : Object.fromEntries(
              Object.entries(catalogue).map(([language, messages]) => [language, compile(messages)]),
            );
        return `export const ${name} = ${JSON.stringify(compiled)};`;
      });
      return { code: exports.join('\n'), map: null };
    },
  };
}

async function precompileCopy(code: string, id: string): Promise<string> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  if (/^\s*import\s/m.test(js)) throw new Error(`${id}: a copy module may only import types`);
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`
  )) as Record<string, unknown>;
  const messages: Record<string, unknown> = {};
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && messageSyntax.test(value)) messages[value] = parse(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(module);
  return [
    `import { registerParsedCopy } from '@/i18n/format-copy';`,
    `registerParsedCopy(${JSON.stringify(messages)});`,
    code,
  ].join('\n');
}

/** The parser's `no-parser` build: formatting of pre-parsed messages only. */
export const messageParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
