import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Turns every `*-messages.ts` catalogue into pre-parsed ICU message ASTs at build time, so the browser does
 * not need react-intl's message parser (about 7 KB gzip): the parser is aliased to its `no-parser` build.
 * Source files stay plain typed strings, which the type check and the unit tests read as they are.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    async transform(code, id) {
      if (!/-messages\.ts$/.test(id)) return null;
      const js = ts
        .transpileModule(code, {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        })
        .outputText.replace(
          /^import\s*\{\s*bilingual\s*\}\s*from\s*['"][^'"]+['"];?\s*$/m,
          'const bilingual = (en, fr) => ({ en, fr });',
        );
      if (/^\s*import\s/m.test(js)) this.error(`${id}: a messages file may only import bilingual()`);
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`
      )) as Record<string, Record<string, Record<string, string>>>;
      const exports = Object.entries(module).map(([name, catalogue]) => {
        const compiled = Object.fromEntries(
          Object.entries(catalogue).map(([locale, messages]) => [
            locale,
            Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)])),
          ]),
        );
        return `export const ${name} = ${JSON.stringify(compiled)};`;
      });
      return { code: exports.join('\n'), map: null };
    },
  };
}

/** The parser's `no-parser` build: formatting of pre-parsed messages only. */
export const messageParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
