import { z } from 'zod';
import { objectAnswer } from '../../../shared/api-answers';
import { productDetailsSchema, productOrderSchema } from '../../../shared/product-schemas';
import {
  backOfficeErrors,
  rateLimited,
  type RouteDescriptions,
} from '../../http/api-description/route-description';
import { fileParams, keyParams, servedFileParams, uploadQuery } from './products-routes';

const ownerOnly = { 403: 'Only an owner may change products.', ...backOfficeErrors };
const product = {
  200: {
    description: 'The product as it now stands, with its history.',
    schema: objectAnswer('BackOfficeProduct'),
  },
};
const redirect = (what: string): RouteDescriptions[string]['answers'] => ({
  302: { description: `To ${what} at its address by content hash.` },
});

export const productsApi: RouteDescriptions = {
  'GET /api/products': {
    summary: "The store's published drivers, in store order (revalidate with If-None-Match)",
    answers: {
      200: {
        description: 'Each product: key, title and description in both languages, price, documents.',
        schema: z.array(objectAnswer('PublicProduct')),
      },
      304: { description: 'Unchanged since the ETag given in If-None-Match.' },
    },
    errors: rateLimited,
  },
  'GET /api/product-files/:hash/:fileName': {
    summary: "A product's document or package, by the start of its content's SHA-256 (cached a year)",
    params: servedFileParams,
    answers: {
      200: {
        description: 'The file, with its type and Content-Disposition.',
        schema: z.string(),
        contentType: 'application/octet-stream',
      },
    },
    errors: { 404: 'There is no such file.', ...rateLimited },
  },
  'GET /downloads/:fileName': {
    summary: "A file of the former catalogue's address: leads to the published product's current file",
    params: z.object({ fileName: z.string() }),
    answers: redirect('the current file'),
    errors: { 404: 'No such file, or its product is unpublished.', ...rateLimited },
  },
  'GET /downloads/:key/:slot': {
    summary: "The current file in a published product's slot (the store's links)",
    params: fileParams,
    answers: redirect('the current file'),
    errors: { 404: 'No published product has a file in this slot.', ...rateLimited },
  },
  'GET /api/back-office/products': {
    summary: 'Every product, published or not, in store order',
    security: 'session',
    answers: { 200: { description: 'The products.', schema: z.array(objectAnswer('BackOfficeProduct')) } },
    errors: backOfficeErrors,
  },
  'GET /api/back-office/products/:key': {
    summary: 'One product with its history',
    security: 'session',
    params: keyParams,
    answers: product,
    errors: { 404: 'There is no product with this key.', ...backOfficeErrors },
  },
  'POST /api/products': {
    summary: 'Add a product, unpublished and last in the store (owner only)',
    security: 'session',
    body: productDetailsSchema,
    answers: { 201: product[200] },
    errors: { 400: 'A field is invalid.', 409: 'Another product has this key.', ...ownerOnly },
  },
  'PUT /api/products/order': {
    summary: 'Put the products in a new store order (owner only)',
    security: 'session',
    body: productOrderSchema,
    answers: { 200: { description: 'The products.', schema: z.array(objectAnswer('BackOfficeProduct')) } },
    errors: { 400: 'A field is invalid.', 409: 'The list does not name every product once.', ...ownerOnly },
  },
  'PUT /api/products/:key': {
    summary: "Save a product's details (owner only); every change goes in its history",
    security: 'session',
    params: keyParams,
    body: productDetailsSchema,
    answers: product,
    errors: {
      400: 'A field is invalid.',
      404: 'There is no product with this key.',
      409: 'The key is taken, or fixed since an order names it.',
      ...ownerOnly,
    },
  },
  'POST /api/products/:key/publish': {
    summary: 'Show the product in the store (owner only)',
    security: 'session',
    params: keyParams,
    answers: product,
    errors: { 404: 'There is no product with this key.', ...ownerOnly },
  },
  'POST /api/products/:key/unpublish': {
    summary: 'Withdraw the product from the store; orders placed go on (owner only)',
    security: 'session',
    params: keyParams,
    answers: product,
    errors: { 404: 'There is no product with this key.', ...ownerOnly },
  },
  'PUT /api/products/:key/files/:slot': {
    summary: "Upload or replace a product's documentation PDF or driver package (owner only)",
    security: 'session',
    params: fileParams,
    querystring: uploadQuery,
    body: z.string().meta({ description: 'The file itself, at most 20 MB, checked by its content.' }),
    consumes: ['application/octet-stream', 'application/pdf', 'application/zip'],
    answers: product,
    errors: {
      404: 'There is no product with this key.',
      413: 'The file is larger than 20 MB.',
      415: 'No file in the body.',
      422: 'The file is not a PDF, or not a driver package.',
      ...ownerOnly,
    },
  },
};
