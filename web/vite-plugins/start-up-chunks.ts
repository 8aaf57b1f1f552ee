import type { Rollup } from 'vite';

/** The chunk of the app's entry module in a client bundle. */
export function appEntryChunk(bundle: Rollup.OutputBundle, appEntry: string): Rollup.OutputChunk {
  const entry = Object.values(bundle).find(
    (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.facadeModuleId === appEntry,
  );
  if (!entry) throw new Error(`no chunk for the app entry ${appEntry}`);
  return entry;
}

/**
 * The code every page runs at start-up: the entry chunk, then every chunk it imports statically, directly or
 * not (the boot script preloads them, compile-hints marks them).
 */
export function startUpChunks(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  const seen = new Set<string>();
  const visit = (output: Rollup.OutputBundle[string] | undefined) => {
    if (output?.type !== 'chunk' || seen.has(output.fileName)) return;
    seen.add(output.fileName);
    for (const imported of output.imports) visit(bundle[imported]);
  };
  visit(entry);
  return [...seen];
}
