import type { Plugin } from 'vite';
import { appEntryChunk, startUpChunks } from './start-up-chunks.ts';

/** V8's explicit compile hint (Chromium 136 and later): compile the whole file while it downloads. */
export const allFunctionsCalledOnLoad = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the app's entry chunk and the chunks it imports statically (the code every page runs at start-up)
 * with V8's explicit compile hint. Without it V8 compiles each function on its first call, on the main thread,
 * inside React's first render over the painted first screen; with it, on a background thread while the file
 * downloads (docs/decisions/006). Other browsers read a comment.
 */
export function compileHints({ appEntry }: { appEntry: string }): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After minification, which drops comments; the file names' hashes still change with the code they hint.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of startUpChunks(appEntryChunk(bundle, appEntry), bundle)) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.code = allFunctionsCalledOnLoad + chunk.code;
        }
      },
    },
  };
}
