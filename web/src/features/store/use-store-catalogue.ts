import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/language-store';
import { useSettings } from '@/lib/settings';
import type { Language } from '@shared/language';
import { type PublicProduct, type StoreProduct, storeProduct } from '@shared/store-catalogue';

let otherLanguage: Promise<PublicProduct[]> | null = null;

function loadPublicProducts(): Promise<PublicProduct[]> {
  otherLanguage ??= import('@/lib/api-client')
    .then(({ getJson }) => getJson<PublicProduct[]>('/api/products'))
    .catch((error: unknown) => {
      otherLanguage = null;
      throw error;
    });
  return otherLanguage;
}

/**
 * The store's drivers in the page's language: those the server embedded with the settings (the first screen
 * was rendered from them), or, once the visitor switched to the other language, `GET /api/products` read in
 * it. Until that arrives (or if it cannot), the embedded ones stay on screen.
 */
export function useStoreCatalogue(): StoreProduct[] {
  const { catalogue } = useSettings();
  const language = useLanguage();
  const [loaded, setLoaded] = useState<{ language: Language; products: StoreProduct[] } | null>(null);
  const embedded = catalogue.language === language;

  useEffect(() => {
    if (embedded) return;
    let current = true;
    loadPublicProducts().then(
      (products) => {
        if (current) setLoaded({ language, products: products.map((p) => storeProduct(p, language)) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [embedded, language]);

  if (embedded) return catalogue.products;
  return loaded?.language === language ? loaded.products : catalogue.products;
}
