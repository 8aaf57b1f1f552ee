import type { Language } from './language';

/**
 * The store's catalogue as anyone reads it (`GET /api/products`) and as the page embeds it: no zod here, so the
 * store's bundle can import it.
 */

/** A product as `GET /api/products` gives it to anyone: published products only, in store order. */
export interface PublicProduct {
  key: string;
  title: Record<Language, string>;
  description: Record<Language, string>;
  priceCents: number;
  currency: 'EUR';
  /** The price as the store shows it, formatted by the server (`€250.00 excl. VAT`, `250,00 € HT`). */
  priceLabel: Record<Language, string>;
  system: string;
  /** One of the store's bundled drawings, or null. */
  illustration: string | null;
  /** Each language's documentation PDF (a link), or null while there is none. */
  documents: Record<Language, string | null>;
  /** The driver package (a link), or null. */
  package: string | null;
}

/** The store's catalogue in one language, as the server embeds it in the page with the settings. */
export interface StoreCatalogue {
  language: Language;
  products: StoreProduct[];
}

export interface StoreProduct {
  key: string;
  title: string;
  description: string;
  priceCents: number;
  priceLabel: string;
  illustration: string | null;
  documentation: string | null;
  package: string | null;
}

/**
 * The address of a product's current file in one slot that never changes (`/downloads/<key>/<slot>`): it leads
 * to the file's own address, which changes with its content. What the page embeds, where ten content hashes
 * would weigh a quarter of a kilobyte no compression removes.
 */
export function productSlotHref(
  key: string,
  slot: 'documentation_en' | 'documentation_fr' | 'package',
): string {
  return `/downloads/${key}/${slot}`;
}

/** One language's view of a public product; `stableLinks` for the page's embedded catalogue. */
export function storeProduct(
  product: PublicProduct,
  language: Language,
  options: { stableLinks?: boolean } = {},
): StoreProduct {
  const documentation = product.documents[language];
  if (options.stableLinks) {
    return {
      ...storeProduct(product, language),
      documentation: documentation && productSlotHref(product.key, `documentation_${language}`),
      package: product.package && productSlotHref(product.key, 'package'),
    };
  }
  return {
    key: product.key,
    title: product.title[language],
    description: product.description[language],
    priceCents: product.priceCents,
    priceLabel: product.priceLabel[language],
    illustration: product.illustration,
    documentation: product.documents[language],
    package: product.package,
  };
}
