import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { BusinessSettings } from '../../shared/public-settings';

/**
 * What the site shows about the business. These defaults are clearly samples: the owner overrides any of
 * them in a JSON file (`SITE_CONFIG_FILE`, default `./site.config.json`) without touching code.
 */
export const sampleBusinessSettings: BusinessSettings = {
  businessName: 'Domotique Exemple',
  ownerName: 'Camille Exemple',
  postalAddress: ['12 rue de l’Exemple', '69000 Lyon', 'France'],
  phone: '+33 4 00 00 00 00',
  email: 'contact@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/example',
  instagramUrl: 'https://www.instagram.com/example',
  appStoreUrl: 'https://apps.apple.com/app/id0000000000',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.example.domiko',
  controlSystemBrand: 'Control4',
  appName: 'Domiko',
};

export const businessSettingsSchema = z
  .object({
    businessName: z.string().min(1).max(80),
    ownerName: z.string().min(1).max(80),
    postalAddress: z.array(z.string().min(1).max(120)).min(1).max(5),
    phone: z.string().regex(/^\+?[0-9 ().-]{6,24}$/, 'must be a phone number'),
    email: z.email(),
    linkedinUrl: z.url(),
    instagramUrl: z.url(),
    appStoreUrl: z.url(),
    googlePlayUrl: z.url(),
    controlSystemBrand: z.string().min(1).max(40),
    appName: z.string().min(1).max(40),
  })
  .strict();

export function loadBusinessSettings(file: string | undefined): BusinessSettings {
  const path = file ?? './site.config.json';
  let overrides: unknown = {};
  try {
    overrides = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (!missing || file)
      throw new Error(`SITE_CONFIG_FILE: cannot read ${path}: ${(error as Error).message}`);
  }
  const result = businessSettingsSchema.safeParse({ ...sampleBusinessSettings, ...(overrides as object) });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`SITE_CONFIG_FILE (${path}): ${problems}`);
  }
  return result.data;
}
