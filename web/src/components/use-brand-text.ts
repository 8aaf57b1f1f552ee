import { useCallback } from 'react';
import { useSettings } from '@/lib/settings';

/** Fills `{brand}`, `{app}` and `{business}` in page copy from the site settings. */
export function useBrandText(): (text: string) => string {
  const { business } = useSettings();
  return useCallback(
    (text: string) =>
      text
        .replaceAll('{brand}', business.controlSystemBrand)
        .replaceAll('{app}', business.appName)
        .replaceAll('{business}', business.businessName),
    [business],
  );
}
