import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  PRODUCT_FILE_MAX_BYTES,
  productDetailsSchema,
  productFileSlots,
  productKeySchema,
  productOrderSchema,
} from '../../../shared/product-schemas';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { ifNoneMatchHits } from '../../http/conditional-get';
import { currentUser, requireUser, requireUserBeforeBody } from '../accounts';
import { limitedTo } from '../../lib/rate-limit';
import { parseOrRefuse } from '../../lib/validation';
import { formerDownloads } from './former-downloads';
import { checkProductFile, downloadName } from './product-file-check';
import {
  backOfficeProduct,
  backOfficeProducts,
  currentFile,
  productFile,
  productFileHref,
  publicCatalogue,
} from './product-queries';
import {
  createProduct,
  type ProductActor,
  reorderProducts,
  replaceProductFile,
  setPublished,
  updateProduct,
} from './products-service';

export const keyParams = z.object({ key: productKeySchema });
export const fileParams = z.object({ key: productKeySchema, slot: z.enum(productFileSlots) });
export const servedFileParams = z.object({
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  fileName: z.string().min(1).max(200),
});
export const uploadQuery = z.object({ name: z.string().max(200).default('') });
const uploadTypes = [
  'application/octet-stream',
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
];

const fileRefusals = {
  not_pdf: 'This file is not a PDF. Documentation must be a PDF file.',
  not_driver_package:
    'This file is not a driver package: a package is a .c4z archive holding the driver’s driver.xml.',
  empty: 'The file is empty.',
} as const;

/**
 * The store's catalogue. `GET /api/products` gives anyone the published products (revalidated with its ETag);
 * their files are served by content hash, cached for a year. Signed-in colleagues read every product and its
 * history; only the owner creates, edits, publishes, reorders and uploads.
 */
export async function productsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const db = database.db;
  const publicRead = limitedTo(env.PUBLIC_READ_RATE_LIMIT);
  const signedIn = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };
  const ownerOnly = {
    preHandler: requireUser(db, { role: 'owner' }),
    ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
  };
  const actorOf = (request: Parameters<typeof currentUser>[0]): ProductActor => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };

  app.get('/api/products', publicRead, async (request, reply) => {
    const { products, etag } = await publicCatalogue(db);
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(products);
  });

  app.get('/api/product-files/:hash/:fileName', publicRead, async (request, reply) => {
    const params = servedFileParams.safeParse(request.params);
    const file = params.success ? await productFile(db, params.data.hash, params.data.fileName) : null;
    if (!file) return sendApiError(reply, 404, { error: 'not_found', message: 'There is no such file.' });
    const disposition = file.contentType === 'application/pdf' ? 'inline' : 'attachment';
    const etag = `"${file.sha256}"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(file.content));
  });

  // The former catalogue's addresses (docs, mails and bookmarks link to them) lead to the product's file now,
  // while it is published: unpublished, a product answers to none of its names.
  app.get('/downloads/:fileName', publicRead, async (request, reply) => {
    // The route's path (`:fileName`) always has this parameter, as a string.
    const { fileName } = request.params as { fileName: string };
    const former = Object.hasOwn(formerDownloads, fileName) ? formerDownloads[fileName] : undefined;
    const file = former ? await currentFile(db, former.key, former.slots[0]!, { publishedOnly: true }) : null;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', 'no-cache').redirect(productFileHref(file), 302);
  });

  // The page's links to a product's files (`productSlotHref`) lead to the current file of the slot.
  app.get('/downloads/:key/:slot', publicRead, async (request, reply) => {
    const params = fileParams.safeParse(request.params);
    const file = params.success
      ? await currentFile(db, params.data.key, params.data.slot, { publishedOnly: true })
      : null;
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', 'no-cache').redirect(productFileHref(file), 302);
  });

  app.get('/api/back-office/products', signedIn, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await backOfficeProducts(db)),
  );

  app.get('/api/back-office/products/:key', signedIn, async (request, reply) => {
    const params = keyParams.safeParse(request.params);
    const product = params.success ? await backOfficeProduct(db, params.data.key) : null;
    if (!product) return productNotFound(reply);
    return reply.header('Cache-Control', 'no-store').send(product);
  });

  app.post('/api/products', ownerOnly, async (request, reply) => {
    const body = parseOrRefuse(productDetailsSchema, request.body, reply);
    if (!body) return reply;
    const outcome = await createProduct(db, body, actorOf(request));
    if (outcome === 'key_taken') return keyTaken(reply);
    return reply.code(201).send(await backOfficeProduct(db, outcome.created.key));
  });

  app.put('/api/products/order', ownerOnly, async (request, reply) => {
    const body = parseOrRefuse(productOrderSchema, request.body, reply);
    if (!body) return reply;
    if ((await reorderProducts(db, body.keys, actorOf(request))) === 'mismatch') {
      return sendApiError(reply, 409, {
        error: 'order_mismatch',
        message: 'The list does not name every product exactly once: reload the products and try again.',
      });
    }
    return reply.send(await backOfficeProducts(db));
  });

  app.put('/api/products/:key', ownerOnly, async (request, reply) => {
    const params = keyParams.safeParse(request.params);
    if (!params.success) return productNotFound(reply);
    const body = parseOrRefuse(productDetailsSchema, request.body, reply);
    if (!body) return reply;
    const outcome = await updateProduct(db, params.data.key, body, actorOf(request));
    if (outcome === 'not_found') return productNotFound(reply);
    if (outcome === 'key_taken') return keyTaken(reply);
    if (outcome === 'key_fixed') {
      return sendApiError(reply, 409, {
        error: 'key_fixed',
        message: 'Orders name this product by its key: the key can no longer change.',
        fields: { key: 'cannot change once an order names it' },
      });
    }
    return reply.send(await backOfficeProduct(db, outcome.updated.key));
  });

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(`/api/products/:key/${action}`, ownerOnly, async (request, reply) => {
      const params = keyParams.safeParse(request.params);
      if (!params.success || !(await setPublished(db, params.data.key, published, actorOf(request))))
        return productNotFound(reply);
      return reply.send(await backOfficeProduct(db, params.data.key));
    });
  }

  await app.register(async (uploads) => {
    uploads.addContentTypeParser(
      uploadTypes,
      { parseAs: 'buffer', bodyLimit: PRODUCT_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413) {
        return sendApiError(reply, 413, {
          error: 'file_too_large',
          message: 'The file is larger than 20 MB. Send a file of at most 20 MB.',
        });
      }
      throw error;
    });
    // Checked on the headers: a stranger’s 20 MB is never read.
    const ownerBeforeBody = {
      preParsing: requireUserBeforeBody(db, { role: 'owner' }),
      ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
    };
    uploads.put('/api/products/:key/files/:slot', ownerBeforeBody, async (request, reply) => {
      const params = fileParams.safeParse(request.params);
      if (!params.success) return productNotFound(reply);
      if (!Buffer.isBuffer(request.body)) {
        return sendApiError(reply, 415, {
          error: 'file_expected',
          message: 'Send the file as the body, with Content-Type: application/octet-stream.',
        });
      }
      const query = parseOrRefuse(uploadQuery, request.query, reply);
      if (!query) return reply;
      const { key, slot } = params.data;
      const checked = checkProductFile(slot, request.body);
      if (typeof checked === 'string') {
        return sendApiError(reply, 422, { error: `file_${checked}`, message: fileRefusals[checked] });
      }
      const fileName = downloadName(query.name, key, checked.extension);
      const stored = await replaceProductFile(
        db,
        key,
        { slot, fileName, contentType: checked.contentType, content: request.body },
        actorOf(request),
      );
      if (!stored) return productNotFound(reply);
      return reply.send(await backOfficeProduct(db, key));
    });
  });
}

function productNotFound(reply: FastifyReply) {
  return sendApiError(reply, 404, { error: 'not_found', message: 'There is no product with this key.' });
}

function keyTaken(reply: FastifyReply) {
  return sendApiError(reply, 409, {
    error: 'key_taken',
    message: 'Another product already has this key.',
    fields: { key: 'is already the key of another product' },
  });
}
