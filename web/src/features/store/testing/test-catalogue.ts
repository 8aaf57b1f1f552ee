import { driverCatalogue } from '@shared/driver-catalogue';
import type { Language } from '@shared/language';
import { formatPriceExclVat } from '@shared/price-label';
import type { StoreCatalogue } from '@shared/store-catalogue';

/** The store's catalogue as a page embeds it: the five drivers the database starts with, in `language`. */
export function testCatalogue(language: Language): StoreCatalogue {
  return {
    language,
    products: driverCatalogue.map((driver, index) => ({
      key: driver.titleKey,
      title: driver.title[language],
      description: driver.description[language],
      priceCents: driver.priceExclVat * 100,
      priceLabel: formatPriceExclVat(driver.priceExclVat * 100, language),
      illustration: driver.image,
      documentation: `/api/product-files/${String(index).padStart(32, '0')}/${driver.helpFile}`,
      package: `/api/product-files/${String(index).padStart(32, 'f')}/${driver.packageFile}`,
    })),
  };
}
