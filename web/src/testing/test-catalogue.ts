import { driverCatalogue } from '@shared/driver-catalogue';
import type { Language } from '@shared/language';
import { formatPriceExclVat } from '@shared/i18n/price';
import { productSlotHref, type StoreCatalogue } from '@shared/store-catalogue';

/** The store's catalogue as a page embeds it: the five drivers the database starts with, in `language`. */
export function testCatalogue(language: Language): StoreCatalogue {
  return {
    language,
    products: driverCatalogue.map((driver) => ({
      key: driver.titleKey,
      title: driver.title[language],
      description: driver.description[language],
      priceCents: driver.priceExclVat * 100,
      priceLabel: formatPriceExclVat(driver.priceExclVat * 100, language),
      illustration: driver.image,
      documentation: productSlotHref(driver.titleKey, `documentation_${language}`),
      package: productSlotHref(driver.titleKey, 'package'),
    })),
  };
}
