import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productFiles, products } from '../../db/schema';
import { formerDownloads } from './former-downloads';
import { checkProductFile } from './product-file-check';
import { replaceProductFile } from './products-service';

/**
 * At start-up: each slot of the five former drivers that holds no file yet receives the file the build
 * generated for it (`<staticDir>/downloads/`, from content/drivers/), so that the store offers the same
 * documents and packages as before the catalogue moved into the database. Runs once in effect: a slot that
 * holds a file (imported, or uploaded by the owner) is never touched. Returns how many files it imported.
 */
export async function importBuiltDriverFiles(db: Db, staticDir: string): Promise<number> {
  let imported = 0;
  for (const [fileName, { key, slots }] of Object.entries(formerDownloads)) {
    const path = join(staticDir, 'downloads', fileName);
    if (!existsSync(path)) continue;
    for (const slot of slots) {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.key, key));
      if (!product) continue;
      const [present] = await db
        .select({ id: productFiles.id })
        .from(productFiles)
        .where(and(eq(productFiles.productId, product.id), eq(productFiles.slot, slot)));
      if (present) continue;
      const content = readFileSync(path);
      const checked = checkProductFile(slot, content);
      if (typeof checked === 'string') continue;
      await replaceProductFile(
        db,
        key,
        { slot, fileName, contentType: checked.contentType, content },
        { id: null, name: 'Site' },
        'imported',
      );
      imported += 1;
    }
  }
  return imported;
}
