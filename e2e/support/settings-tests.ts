import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { SellerDetailsInput } from '../../shared/seller-details';
import type { OrderDetail, OrderListPage } from '../../shared/order-schemas';
import {
  addColleague,
  type BackOfficeSite,
  newPassword,
  openSignedIn,
  signInThroughApi,
} from './back-office-site';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, postLicenceOrder } from './licence-orders';
import { postgresAdminUrl } from './postgres-database';
import { pdfTextContent } from './server-testing';

/**
 * The business's details and one's own account in the back office, in both languages, on the database given:
 * the owner sets the seller's details in the Business details view and the next invoice carries them while an
 * earlier one stays byte for byte; a colleague has no access; a person changes their password and ends another
 * session.
 */
export function settingsTests(database: 'pglite' | 'postgres') {
  const postgres = database === 'postgres';
  if (postgres) test.skip(!postgresAdminUrl, 'needs TEST_DATABASE_URL (the test command starts one)');
  // No `legal` key in the site config file: the details are the back office's.
  const siteConfig = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.config.json');
  writeFileSync(siteConfig, '{}');
  test.use({ siteOptions: { env: { SITE_CONFIG_FILE: siteConfig }, postgres } });

  const first: SellerDetailsInput = {
    legalName: 'Domotique Bernard SAS',
    legalForm: 'SAS',
    shareCapital: 12000,
    siren: '732829320',
    siret: '73282932000074',
    rcsCity: 'Annecy',
    vatNumber: 'FR44732829320',
    vatRegime: 'standard',
    vatRatePercent: 20,
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
  };

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A licence order posted as the store sends it, invoiced by the owner through the API: its id and PDF. */
  async function invoicedOrder(
    request: APIRequestContext,
    site: BackOfficeSite,
    token: string,
    company: string,
  ) {
    const id = randomUUID().slice(0, 8);
    await postLicenceOrder(site, 'fr', {
      company: `${company} ${id}`,
      firstName: 'Anaïs',
      lastName: 'Lefèvre',
      address: '14 avenue Jean-Jaurès, 69007 Lyon',
      buyerType: 'business',
      siren: '552100554',
      email: `achats-${id}@example.org`,
    });
    const list = (await (
      await request.get(`${site.baseUrl}/api/orders?q=${encodeURIComponent(id)}`, { headers: bearer(token) })
    ).json()) as OrderListPage;
    const orderId = list.items[0]!.id;
    const sent = await request.post(`${site.baseUrl}/api/orders/${orderId}/send-invoice`, {
      headers: bearer(token),
    });
    expect(sent.status()).toBe(200);
    return { orderId, pdf: await invoicePdf(request, site, token, orderId) };
  }

  async function invoicePdf(
    request: APIRequestContext,
    site: BackOfficeSite,
    token: string,
    orderId: string,
  ) {
    const detail = (await (
      await request.get(`${site.baseUrl}/api/orders/${orderId}`, { headers: bearer(token) })
    ).json()) as OrderDetail;
    const invoice = detail.documents.find((document) => document.kind === 'invoice')!;
    const answer = await request.get(`${site.baseUrl}/api/orders/${orderId}/documents/${invoice.id}`, {
      headers: bearer(token),
    });
    expect(answer.status()).toBe(200);
    return answer.body();
  }

  test('the owner sets the business details in the view; the next invoice carries them, an earlier one is unchanged', async ({
    site,
    owner,
    text,
    ownerPageIn,
    playwright,
  }) => {
    const request = await playwright.request.newContext();
    const put = await request.put(`${site.baseUrl}/api/settings/seller`, {
      headers: bearer(owner.accessToken),
      data: first,
    });
    expect(put.status()).toBe(200);
    const earlier = await invoicedOrder(request, site, owner.accessToken, 'Atelier Avant');
    expect((await pdfTextContent(new Uint8Array(earlier.pdf))).text).toContain('Domotique Bernard SAS');

    const page = await ownerPageIn('/user/business');
    await expect(page.getByRole('heading', { level: 1, name: text('business.title') })).toBeVisible();
    await expect(page.getByText(text('business.source.database'))).toBeVisible();
    const name = page.getByRole('textbox', { name: text('business.field.legalName') });
    await expect(name).toHaveValue('Domotique Bernard SAS');

    // A wrong IBAN is named, and what was typed stays.
    const iban = page.getByRole('textbox', { name: text('business.field.iban') });
    await name.fill('Domotique Bernard et Fils SAS');
    await iban.fill('FR35 3000 4000 0100 0123 4567 888');
    await page.getByRole('button', { name: text('business.save') }).click();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toBeFocused();
    await expect(iban).toHaveValue('FR35 3000 4000 0100 0123 4567 888');
    await expect(page.getByText(text('business.error.iban'))).toBeVisible();
    await expect(name).toHaveValue('Domotique Bernard et Fils SAS');

    await iban.fill('FR35 3000 4000 0100 0123 4567 889');
    await page.getByRole('textbox', { name: text('business.field.bic') }).fill('BNPAFRPPXXX');
    await page.getByRole('button', { name: text('business.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: text('business.saved') })).toBeVisible();
    await expect(iban).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('region', { name: text('business.changes') })).toContainText(owner.username);

    const next = await invoicedOrder(request, site, owner.accessToken, 'Atelier Après');
    const nextText = (await pdfTextContent(new Uint8Array(next.pdf))).text;
    expect(nextText).toContain('Domotique Bernard et Fils SAS');
    expect(nextText.replace(/\s/g, '')).toContain('FR3530004000010001234567889');
    // The invoice issued before keeps the details it was issued with, byte for byte.
    const again = await invoicePdf(request, site, owner.accessToken, earlier.orderId);
    expect(again.equals(earlier.pdf)).toBe(true);
    await request.dispose();
  });

  test('the business details view fits a phone and is reached from the menu by keyboard', async ({
    text,
    ownerPageIn,
  }) => {
    const page = await ownerPageIn('/user', { width: 360, height: 800 });
    const link = page.getByRole('link', { name: text('backOffice.nav.business') });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: text('business.title') })).toBeFocused();
    await expect(page.getByRole('textbox', { name: text('business.field.siret') })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a colleague has no access to the business details', async ({
    site,
    owner,
    text,
    pageIn,
    request,
  }) => {
    const colleague = await addColleague(request, site, owner, {
      name: 'Léa Moreau',
      email: `lea-${randomUUID().slice(0, 8)}@example.test`,
      password: newPassword(),
    });
    const answer = await request.get(`${site.baseUrl}/api/settings/seller`, {
      headers: bearer(colleague.accessToken),
    });
    expect(answer.status()).toBe(403);
    expect(await answer.text()).not.toContain('FR76');

    const page = await pageIn();
    await openSignedIn(page, site, colleague, '/user');
    await expect(page.getByRole('link', { name: text('backOffice.nav.account') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('backOffice.nav.business') })).toHaveCount(0);
    await page.evaluate(() => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = '#/user/business';
    });
    await expect(page.getByText(text('business.error.ownerOnly'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: text('business.field.iban') })).toHaveCount(0);
  });

  test('a person changes their name and password, and ends a session left open elsewhere', async ({
    site,
    owner,
    text,
    pageIn,
    request,
    playwright,
  }) => {
    const email = `noah-${randomUUID().slice(0, 8)}@example.test`;
    const password = newPassword();
    await addColleague(request, site, owner, { name: 'Noah Girard', email, password });
    const elsewhere = await signInThroughApi(request, site, { email, password });
    // The other browser is seen once it uses its session.
    const phone = await playwright.request.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    expect(
      (
        await phone.get(`${site.baseUrl}/api/auth/session`, { headers: bearer(elsewhere.accessToken) })
      ).status(),
    ).toBe(200);

    const here = await signInThroughApi(request, site, { email, password });
    const page = await pageIn();
    await openSignedIn(page, site, here, '/user/account');
    await expect(page.getByRole('heading', { level: 1, name: text('myAccount.title') })).toBeVisible();

    // The name, shown at once in the header.
    const nameField = page.getByRole('textbox', { name: text('myAccount.name.field') });
    await nameField.fill('Noah Girard-Petit');
    await page.getByRole('button', { name: text('myAccount.name.save') }).click();
    await expect(page.getByText(text('myAccount.name.saved'))).toBeVisible();
    await expect(page.getByText(text('backOffice.signedInAs', { name: 'Noah Girard-Petit' }))).toBeVisible();

    // The sessions (the invitation's, the phone's and this one): this browser marked, the phone listed; the
    // phone is signed out from here, then every other browser.
    const sessions = page.getByRole('list', { name: text('myAccount.sessions') });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await expect(sessions.getByText(text('myAccount.session.current'))).toBeVisible();
    const phoneName = text('myAccount.session.browser', { browser: 'Safari', system: 'iPhone' });
    await expect(sessions).toContainText(phoneName);
    await sessions.getByRole('button', { name: new RegExp(phoneName) }).click();
    await expect(page.getByText(text('myAccount.session.ended'))).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    expect(
      (
        await phone.get(`${site.baseUrl}/api/auth/session`, { headers: bearer(elsewhere.accessToken) })
      ).status(),
    ).toBe(401);
    await phone.dispose();
    await page.getByRole('button', { name: text('myAccount.sessions.endOthers') }).click();
    await expect(page.getByText(text('myAccount.sessions.endedOthers', { count: 1 }))).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: text('myAccount.sessions.endOthers') })).toHaveCount(0);

    // The password: the current one is checked first.
    const current = page.getByLabel(text('myAccount.password.current'), { exact: true });
    const next = page.getByLabel(text('myAccount.password.new'), { exact: true });
    await current.fill('not-the-password-1');
    await next.fill('copper-meadow-falcon-17');
    await page.getByRole('button', { name: text('myAccount.password.save') }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text('myAccount.password.wrong'))).toBeVisible();
    await current.fill(password);
    await page.getByRole('button', { name: text('myAccount.password.save') }).click();
    await expect(page.getByText(text('myAccount.password.saved'))).toBeVisible();
    await expect(current).toHaveValue('');
    // Still signed in here; the new password signs in, the old one no longer does.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text('myAccount.title') })).toBeVisible();
    await signInThroughApi(request, site, { email, password: 'copper-meadow-falcon-17' });
    const old = await request.post(`${site.baseUrl}/api/auth/sign-in`, { data: { email, password } });
    expect(old.status()).toBe(401);
  });
}
