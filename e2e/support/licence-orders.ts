import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import type { SignedIn } from '../../shared/auth-schemas';
import type { Language } from '../../shared/language';
import type { LicenceOrderPayload } from '../../shared/message-schemas';
import type { ReceivedMail } from './server-testing';
import {
  acceptInvitation,
  accountLinkIn,
  type BackOfficeSite,
  newPassword,
  ownerEmail,
  startBackOfficeSite,
} from './back-office-site';
import type { InterfaceText } from './interface-text';

/**
 * What the browser tests of a licence order's life share (the order, its invoice, its payment, its licence):
 * a site of their own with its owner, orders placed as the store sends them, and the order's pages.
 */
export interface OrderSite {
  site: BackOfficeSite;
  /** Camille Martin, the first owner, signed up from the invitation the fresh site mailed. */
  owner: SignedIn;
}

/**
 * Starts a back-office site (`startBackOfficeSite`, the seller's legal details set) and signs its first owner
 * up. `signsLicences` gives it a licence signing key of its own; `env` adds settings.
 */
export async function startOrderSite(
  request: APIRequestContext,
  options: { signsLicences?: boolean; env?: Record<string, string> } = {},
): Promise<OrderSite> {
  const site = await startBackOfficeSite({
    ...(options.signsLicences && { LICENCE_PRIVATE_KEY_FILE: licenceKeyFile() }),
    ...options.env,
  });
  const link = accountLinkIn(await site.mail((mail) => mail.to.includes(ownerEmail)));
  const owner = await acceptInvitation(request, site, link, {
    name: 'Camille Martin',
    password: newPassword(),
  });
  return { site, owner };
}

/** A new RSA key in a file only its owner reads, as LICENCE_PRIVATE_KEY_FILE wants it. */
function licenceKeyFile(): string {
  const keyFile = join(mkdtempSync(join(tmpdir(), 'licence-key-')), 'licence-key.pem');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return keyFile;
}

/**
 * Posts a licence order for the Netatmo weather station driver as the store's dialog sends it, in `language`,
 * with the buyer's fields given; expects it accepted.
 */
export async function postLicenceOrder(
  site: BackOfficeSite,
  language: Language,
  buyer: Omit<LicenceOrderPayload, 'type' | 'driverName' | 'mac' | 'hp'> & { mac?: string },
): Promise<void> {
  const response = await fetch(`${site.baseUrl}/api/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Language': language },
    body: JSON.stringify({
      type: 'driver',
      driverName: 'netatmo-weather-station',
      mac: '00:0f:ff:12:ab:cd',
      ...buyer,
      hp: '',
    }),
  });
  expect(response.status).toBe(202);
}

/**
 * Fills the store's licence order dialog for a business in Lyon (its SIREN given) buying for the home
 * processor 00:0F:FF:12:AB:CD, sends it and waits for the dialog to close.
 */
export async function sendLicenceOrder(
  dialog: Locator,
  text: InterfaceText,
  buyer: { company: string; email: string },
): Promise<void> {
  await dialog.getByRole('textbox', { name: text('buyerFields.company') }).fill(buyer.company);
  await dialog.getByRole('textbox', { name: text('store.dialog.firstName') }).fill('Anaïs');
  await dialog.getByRole('textbox', { name: text('store.dialog.lastName'), exact: true }).fill('Lefèvre');
  await dialog.getByRole('textbox', { name: text('buyerFields.address') }).fill('14 avenue Jean-Jaurès');
  await dialog.getByRole('textbox', { name: text('buyerFields.postcode') }).fill('69007');
  await dialog.getByRole('textbox', { name: text('buyerFields.city') }).fill('Lyon');
  await dialog.getByRole('textbox', { name: 'SIREN' }).fill('552 100 554');
  await dialog.getByRole('textbox', { name: text('store.dialog.email') }).fill(buyer.email);
  await dialog.getByRole('textbox', { name: text('store.dialog.mac') }).fill('00:0f:ff:12:ab:cd');
  await dialog.getByRole('button', { name: text('store.dialog.submit') }).click();
  await expect(dialog.page().getByRole('dialog')).toHaveCount(0);
}

/** The customer's order page, as their confirmation (or any later mail) links it. */
export function orderLinkIn(mail: Pick<ReceivedMail, 'subject' | 'text'>): string {
  const link = /https?:\/\/\S+\/#\/order\/[\w-]{43}/.exec(mail.text)?.[0];
  expect(link, `an order link in "${mail.subject}"`).toBeDefined();
  return link!;
}

/** Opens a page in a context of its own: a browser in `locale`, 1280 × 900 unless said, motion reduced. */
export async function newPage(
  browser: Browser,
  locale: string,
  options: { width?: number; height?: number } & Omit<BrowserContextOptions, 'locale' | 'viewport'> = {},
): Promise<Page> {
  const { width = 1280, height = 900, ...context } = options;
  return (
    await browser.newContext({ locale, viewport: { width, height }, reducedMotion: 'reduce', ...context })
  ).newPage();
}

/** What the page offers (this module is also type-checked without the DOM library, with the server). */
interface PageGlobals {
  document: { documentElement: { scrollWidth: number } };
  innerWidth: number;
}

/**
 * Nothing in the page is wider than the window, once it has laid itself out again: right after a resize or a font
 * swap the layout can be one frame behind, so the width is read until it settles (a real overflow still fails).
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { document, innerWidth } = globalThis as unknown as PageGlobals;
        return document.documentElement.scrollWidth - innerWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
}
