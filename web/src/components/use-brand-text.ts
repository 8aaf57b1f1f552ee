import { useCallback } from 'react';
import { useCopyFormatter } from '@/i18n/format-copy';
import { useSettings } from '@/lib/settings';

/** Formats page copy with the site settings' names for `{brand}`, `{app}` and `{business}`. */
export function useBrandText(): (text: string) => string {
  const { business } = useSettings();
  const copy = useCopyFormatter();
  return useCallback(
    (text: string) =>
      copy.text(text, {
        brand: business.controlSystemBrand,
        app: business.appName,
        business: business.businessName,
      }),
    [business, copy],
  );
}
