import { useLocale } from '@/i18n/locale-store';
import { useSettings } from '@/lib/settings';
import { type DriverEntry, formatDriverPrice } from '@shared/driver-catalogue';

/**
 * A driver's price as the store shows it: the server's text, embedded with the settings (the browser then
 * builds no number-format data to show the store), else formatted here.
 */
export function useDriverPrice(): (driver: DriverEntry) => string {
  const locale = useLocale();
  const { driverPrices } = useSettings();
  return (driver) =>
    driverPrices[driver.titleKey]?.[locale] ?? formatDriverPrice(driver.priceExclVat, locale);
}
