// Lets the import-boundary rule see through the TypeScript path aliases (`@/` is web/src, `@shared/` is
// shared): it maps the alias to its folder, then Node's resolution (with TypeScript's extensions) finds the file.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '../..');
const aliases = [
  ['@/', 'web/src/'],
  ['@shared/', 'shared/'],
];

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  const target = alias ? path.join(root, alias[1], source.slice(alias[0].length)) : source;
  return nodeResolver.resolve(target, file, {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    ...config,
  });
};
