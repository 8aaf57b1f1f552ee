import { describe, expect, it } from 'vitest';
import { businessSettingsSchema, sampleBusinessSettings } from './site-config';

describe('businessSettingsSchema', () => {
  it('accepts the sample settings', () => {
    expect(businessSettingsSchema.safeParse(sampleBusinessSettings).success).toBe(true);
  });

  it('refuses a store address too long for a readable QR code', () => {
    const appStoreUrl = `https://apps.apple.com/app/${'a'.repeat(300)}`;
    const result = businessSettingsSchema.safeParse({ ...sampleBusinessSettings, appStoreUrl });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['appStoreUrl']);
  });

  it('refuses an address line an invoice could not write: a noncharacter, a direction control, a reference to one', () => {
    for (const line of ['12 rue\uFFFE', '12 rue \u202Eevil', '12 rue &#7;']) {
      const result = businessSettingsSchema.safeParse({ ...sampleBusinessSettings, postalAddress: [line] });
      expect(result.error?.issues[0]?.path, line).toEqual(['postalAddress', 0]);
    }
  });
});
