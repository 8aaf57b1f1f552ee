/**
 * The products feature's public module: the catalogue the store shows and orders are placed from, and the
 * owner's editing of it. The rest of server/features/products/ is its own.
 */
export { importBuiltDriverFiles } from './import-built-files';
export {
  currentFile,
  orderableProduct,
  productByKey,
  productFileHref,
  publicCatalogue,
} from './product-queries';
export { productsApi } from './products-api';
export { productsRoutes } from './products-routes';
