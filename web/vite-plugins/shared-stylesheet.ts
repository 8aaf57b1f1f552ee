import { type Targets, transform } from 'lightningcss';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

interface SharedStylesheetOptions {
  /** Modules whose chunks keep a stylesheet of their own, loaded with the chunk (the signed-in back office). */
  loadedWithChunk: (moduleId: string) => boolean;
  /** The browsers the CSS is for, as Vite minified each chunk's CSS (its build.cssTarget). */
  targets: Targets;
}

/** The name Vite gives the one stylesheet when code splitting is off; `npm run size` reads it in the manifest. */
const stylesheetName = 'style.css';
/** The comment Vite ends each chunk's CSS with (its own generateBundle removes only the first of a file). */
const viteHashMarker = /\/\*\$vite\$:\d+\*\//g;

/**
 * One stylesheet, linked from the page, for every chunk but those `loadedWithChunk` names (build.cssCodeSplit
 * must be on). Any route's prerendered first screen is then styled before its page chunk arrives
 * (docs/decisions/006), while the back office's CSS, which no visitor needs, comes with its chunk: Vite's
 * preload helper adds its `<link>` and waits for it before the chunk runs, so nothing shows unstyled.
 */
export function sharedStylesheet({ loadedWithChunk, targets }: SharedStylesheetOptions): Plugin {
  let base = '/';
  let stylesheetFile = '';
  return {
    name: 'shared-stylesheet',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    // Before Vite's own generateBundle hooks: the HTML (below) and the preload lists are written from what
    // this leaves in each chunk's `importedCss`.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const css: string[] = [];
      const seen = new Set<Rollup.OutputChunk>();
      // In the order Vite concatenates CSS with code splitting off: entries and their imports, then the
      // chunks they load on demand.
      const onDemand: string[] = [];
      const collect = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || seen.has(chunk)) return;
        seen.add(chunk);
        if (chunk.moduleIds.some(loadedWithChunk)) return;
        chunk.imports.forEach((file) => collect(asChunk(bundle[file])));
        onDemand.push(...chunk.dynamicImports);
        for (const file of chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[file];
          if (asset?.type === 'asset') css.push(String(asset.source));
          delete bundle[file];
        }
        chunk.viteMetadata?.importedCss.clear();
      };
      chunks.filter((chunk) => chunk.isEntry).forEach(collect);
      for (let index = 0; index < onDemand.length; index += 1) collect(asChunk(bundle[onDemand[index]!]));
      if (css.length === 0) return;
      // Minified again as one: a rule `composes` copies into several chunks' CSS is kept once.
      const { code } = transform({
        filename: stylesheetName,
        code: Buffer.from(css.join('').replace(viteHashMarker, '')),
        minify: true,
        targets,
      });
      const reference = this.emitFile({
        type: 'asset',
        name: stylesheetName,
        originalFileName: stylesheetName,
        source: code.toString(),
      });
      stylesheetFile = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        if (!stylesheetFile) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${stylesheetFile}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

function asChunk(
  output: Rollup.OutputChunk | Rollup.OutputAsset | undefined,
): Rollup.OutputChunk | undefined {
  return output?.type === 'chunk' ? output : undefined;
}
