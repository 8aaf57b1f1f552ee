import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeChunks, withoutIndentation } from './first-screen.ts';

const root = '/site/web';

function chunk(fileName: string, imports: string[], facadeModuleId: string | null = null) {
  return { type: 'chunk', fileName, imports, facadeModuleId, code: '' } as Rollup.OutputChunk;
}

describe('routeChunks', () => {
  const entry = chunk('assets/main.js', ['assets/react.js'], `${root}/src/main.tsx`);
  const bundle: Rollup.OutputBundle = {
    'assets/main.js': entry,
    'assets/react.js': chunk('assets/react.js', []),
    'assets/order-page.js': chunk(
      'assets/order-page.js',
      ['assets/react.js', 'assets/api-client.js'],
      `${root}/src/features/order-tracking/order-tracking-page.tsx`,
    ),
    'assets/api-client.js': chunk('assets/api-client.js', []),
    'assets/order-messages.js': chunk(
      'assets/order-messages.js',
      [],
      `${root}/src/features/order-tracking/order-tracking-messages.ts`,
    ),
    'assets/home-page.js': chunk('assets/home-page.js', [], `${root}/src/features/home/home-page.tsx`),
  };
  const url = (file: string) => `/${file}`;

  it("lists, per route that may start unpainted, its page's and messages' chunks that the app does not load", () => {
    const routes = [
      { path: '/', page: 'home/home-page.tsx', firstScreen: 'always' },
      { path: '/order/:token', page: 'order-tracking/order-tracking-page.tsx', firstScreen: 'never' },
      { path: '*', page: 'home/home-page.tsx', firstScreen: 'never' },
    ];
    expect(routeChunks(bundle, entry, root, routes, url)).toEqual({
      '/order/:token': ['/assets/order-page.js', '/assets/api-client.js', '/assets/order-messages.js'],
    });
  });

  it('lists routes that load the same page together', () => {
    const routes = [
      { path: '/order/:token', page: 'order-tracking/order-tracking-page.tsx', firstScreen: 'never' },
      { path: '/order/:token/print', page: 'order-tracking/order-tracking-page.tsx', firstScreen: 'never' },
    ];
    expect(routeChunks(bundle, entry, root, routes, url)).toEqual({
      '/order/:token /order/:token/print': [
        '/assets/order-page.js',
        '/assets/api-client.js',
        '/assets/order-messages.js',
      ],
    });
  });

  it('refuses a route whose page has no chunk', () => {
    const routes = [{ path: '/gone', page: 'gone/gone-page.tsx', firstScreen: 'never' }];
    expect(() => routeChunks(bundle, entry, root, routes, url)).toThrow(/no chunk for the page/);
  });
});

describe('withoutIndentation', () => {
  it('drops the line breaks and indentation between tags, and folds those inside a tag to a space', () => {
    const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta
      property="og:description"
      content="Design and programming"
    />
    <title>Home automation integrator</title>
    <!--app-settings-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
    expect(withoutIndentation(template)).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta property="og:description" content="Design and programming" /><title>Home automation integrator</title><!--app-settings--></head><body><div id="root"></div></body></html> ',
    );
  });

  it('keeps the text of scripts and styles as it is', () => {
    const script = '<script>if (a > 1)\n  <b;\n</script>';
    const style = '<style>\n  a > b { color: red }\n</style>';
    expect(withoutIndentation(`<head>\n  ${script}\n  ${style}\n</head>`)).toBe(
      `<head>${script}${style}</head>`,
    );
  });
});
