import type { Plugin } from 'vite';

/** Weights the stylesheets use (400 body text to 750 for the largest headings); see docs/decisions/006. */
const INTER_WEIGHTS = { min: 400, max: 750 };

/** The code points of Fontsource's `latin` file (its `unicode-range`), which the subset keeps whole. */
const latinRanges: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The Latin Inter file is swapped in on every page once the app has rendered (docs/decisions/007), so its size
 * matters on a slow connection: the build pins its weight axis to the weights the site uses (48 KB -> about
 * 31 KB), keeping every character. Other subsets (Cyrillic, Greek…) load only when such text appears and are left as they are.
 */
export function subsetInter(): Plugin {
  return {
    name: 'subset-inter',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const { default: subsetFont } = await import('subset-font');
      const text = latinRanges
        .flatMap(([from, to]) =>
          Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
        )
        .join('');
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !/inter-latin-wght-normal-[^/]+\.woff2$/.test(asset.fileName)) continue;
        asset.source = await subsetFont(Buffer.from(asset.source), text, {
          targetFormat: 'woff2',
          variationAxes: { wght: INTER_WEIGHTS },
        });
      }
    },
  };
}
