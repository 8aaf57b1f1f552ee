import type { Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { allFunctionsCalledOnLoad, compileHints } from './compile-hints.ts';

const appEntry = '/site/web/src/main.tsx';

function chunk(fileName: string, imports: string[], facadeModuleId: string | null = null) {
  return {
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId,
    code: `/* ${fileName} */`,
  } as Rollup.OutputChunk;
}

function runPlugin(bundle: Rollup.OutputBundle) {
  const plugin: Plugin = compileHints({ appEntry });
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
  hook.handler({}, bundle);
}

describe('compile hints', () => {
  it('marks the entry and every chunk it imports statically, and no chunk loaded later', () => {
    const bundle: Rollup.OutputBundle = {
      'main.js': chunk('main.js', ['react.js'], appEntry),
      'react.js': chunk('react.js', ['scheduler.js']),
      'scheduler.js': chunk('scheduler.js', []),
      'store-page.js': chunk('store-page.js', ['react.js'], '/site/web/src/features/store/store-page.tsx'),
    };
    runPlugin(bundle);
    const code = (fileName: string) => (bundle[fileName] as Rollup.OutputChunk).code;
    for (const fileName of ['main.js', 'react.js', 'scheduler.js'])
      expect(code(fileName)).toBe(`${allFunctionsCalledOnLoad}/* ${fileName} */`);
    expect(code('store-page.js')).toBe('/* store-page.js */');
  });

  it('marks a chunk imported twice once', () => {
    const bundle: Rollup.OutputBundle = {
      'main.js': chunk('main.js', ['a.js', 'b.js'], appEntry),
      'a.js': chunk('a.js', ['b.js']),
      'b.js': chunk('b.js', []),
    };
    runPlugin(bundle);
    expect((bundle['b.js'] as Rollup.OutputChunk).code).toBe(`${allFunctionsCalledOnLoad}/* b.js */`);
  });

  it('refuses a bundle without the app entry', () => {
    expect(() => runPlugin({ 'other.js': chunk('other.js', []) })).toThrow(/no chunk for/);
  });
});
