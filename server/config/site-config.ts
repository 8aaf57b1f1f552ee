import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { BusinessSettings } from '../../shared/public-settings';
import { isStorableText, UNSTORABLE_TEXT_REASON } from '../../shared/storable-text';
import { isSampleLegalDetails, type LegalDetails, legalDetailsSchema } from './legal-details';
import { errorMessage, systemErrorCode } from '../lib/thrown-errors';

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
    // Printed on every invoice and written in its XML, which cannot hold every character.
    postalAddress: z
      .array(
        z
          .string()
          .min(1)
          .max(120)
          .refine((line) => isStorableText(line), UNSTORABLE_TEXT_REASON),
      )
      .min(1)
      .max(5),
    phone: z.string().regex(/^\+?[0-9 ().-]{6,24}$/, 'must be a phone number'),
    email: z.email(),
    linkedinUrl: z.url(),
    instagramUrl: z.url(),
    // Drawn as QR codes (/api/app-qr): a short address keeps them readable from a screen.
    appStoreUrl: z.url().max(300),
    googlePlayUrl: z.url().max(300),
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

/** Invoices issued with the sample legal details would be worthless: production says so at start. */
export function warnIfSampleLegalDetails(
  env: { NODE_ENV: string },
  legal: LegalDetails,
  log: { warn(message: string): void },
): void {
  if (env.NODE_ENV !== 'production' || !isSampleLegalDetails(legal)) return;
  log.warn(
    'No legal details: invoices would print SAMPLE seller details (SIREN, VAT number, IBAN), so none is issued. ' +
      'The owner sets them in the back office (Business details), or add the `legal` key of ' +
      'site.config.example.json to the site config file, then restart.',
  );
}

export function loadBusinessSettings(file: string | undefined): BusinessSettings {
  const { path, config } = readSiteConfig(file);
  // `legal` is the invoices' business (loadLegalDetails), never shown on the site.
  const { legal: _legal, ...overrides } = config;
  return parseOrThrow(businessSettingsSchema, { ...sampleBusinessSettings, ...overrides }, path);
}

/**
 * The seller's legal details printed on invoices: the `legal` key of the same file, all or nothing (a real
 * invoice must not mix the owner's details with sample ones). Without it (or with the example file's samples),
 * null: the details the owner sets in the back office are printed (`currentLegalDetails`).
 */
export function loadLegalDetails(file: string | undefined): LegalDetails | null {
  const { path, config } = readSiteConfig(file);
  if (config.legal === undefined) return null;
  const legal = parseOrThrow(legalDetailsSchema, config.legal, path, 'legal.');
  // The example file's samples, copied as they are, are not the owner's: they leave the back office in charge.
  return isSampleLegalDetails(legal) ? null : legal;
}

function readSiteConfig(file: string | undefined): { path: string; config: Record<string, unknown> } {
  const path = file ?? DEFAULT_SITE_CONFIG_FILE;
  let config: unknown = {};
  try {
    config = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const missing = systemErrorCode(error) === 'ENOENT';
    if (!missing || file) throw new Error(`SITE_CONFIG_FILE: cannot read ${path}: ${errorMessage(error)}`);
  }
  if (!isJsonObject(config)) throw new Error(`SITE_CONFIG_FILE (${path}): must be a JSON object`);
  return { path, config };
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseOrThrow<Output>(schema: z.ZodType<Output>, value: unknown, path: string, prefix = ''): Output {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${prefix}${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`SITE_CONFIG_FILE (${path}): ${problems}`);
  }
  return result.data;
}
