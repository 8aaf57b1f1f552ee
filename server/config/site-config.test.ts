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
});
