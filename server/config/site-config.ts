import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

const DEFAULT_SITE_CONFIG_FILE = './site.config.json';

/**
 * Without a site config file the site shows the clearly marked sample business ("Camille Exemple"): fine on a
 * developer's machine, a mistake in production, where the warning names the file to create.
 */
export function warnIfSampleBusinessSettings(
  env: { NODE_ENV: string; SITE_CONFIG_FILE?: string },
  log: { warn(message: string): void },
): void {
  if (env.NODE_ENV !== 'production' || env.SITE_CONFIG_FILE || existsSync(DEFAULT_SITE_CONFIG_FILE)) return;
  log.warn(
    `No site configuration: the site shows SAMPLE business details (name, phone, e-mail). ` +
      `Create ${resolve(DEFAULT_SITE_CONFIG_FILE)} from site.config.example.json, or set SITE_CONFIG_FILE, then restart.`,
  );
}

export function loadBusinessSettings(file: string | undefined): BusinessSettings {
  const path = file ?? DEFAULT_SITE_CONFIG_FILE;
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
