import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SignedIn } from '../../shared/auth-schemas';
import { findDriver } from '../../shared/driver-catalogue';
import { type Language, languages } from '../../shared/language';
import type { OrderListPage } from '../../shared/order-schemas';
import { accountMailMessages } from '../../server/features/accounts/mails/account-mail-messages';
import { ownerNotificationMessages } from '../../server/features/messages/mails/owner-notification-messages';
import { orderRouteMessages } from '../../server/features/orders/back-office/order-route-messages';
import { type BackOfficeSite, openSignedIn } from './back-office-site';
import { buyerInEvian } from './buyers';
import { expect, test } from './fixtures';
import { interfaceText, textOf } from './interface-text';
import { orderLinkIn, postLicenceOrder, startOrderSite } from './licence-orders';
import { createTestDatabase, postgresAdminUrl } from './postgres-database';
import { serverText } from './server-text';

/**
 * What the owner noticed in their second week, each in a browser in both languages, on the database given:
 * the orders' search (accents, MAC addresses in any spelling, SIREN), a licence re-issued only once confirmed
 * and its history line naming both addresses, the refund's way out named for what it does, the customer's mails
 * linking to their order page in their language, the owner's notification of an individual's order, the
 * server's refusal following the owner's switch of language, and an invitation written in the language chosen.
 */
export function ordersAndTeamTests(database: 'pglite' | 'postgres') {
  const postgres = database === 'postgres';
  if (postgres) test.skip(!postgresAdminUrl, 'needs TEST_DATABASE_URL (the test command starts one)');
  test.use({ siteOptions: { signsLicences: true, postgres } });

  const netatmo = findDriver('netatmo-weather-station')!;
  const otherThan = (language: Language) => languages.find((each) => each !== language)!;
  const auth = (owner: SignedIn) => ({ Authorization: `Bearer ${owner.accessToken}` });

  /** The id of the only order the search `q` finds. */
  async function orderFound(request: APIRequestContext, site: BackOfficeSite, owner: SignedIn, q: string) {
    const response = await request.get(`${site.baseUrl}/api/orders?q=${encodeURIComponent(q)}`, {
      headers: auth(owner),
    });
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as OrderListPage;
    expect(items).toHaveLength(1);
    return items[0]!.id;
  }

  /** Invoiced and paid through the API: the licence is signed and mailed. */
  async function invoiceAndPay(
    request: APIRequestContext,
    site: BackOfficeSite,
    owner: SignedIn,
    id: string,
  ) {
    const invoiced = await request.post(`${site.baseUrl}/api/orders/${id}/send-invoice`, {
      headers: auth(owner),
    });
    expect(invoiced.status()).toBe(200);
    const paid = await request.post(`${site.baseUrl}/api/orders/${id}/mark-paid`, {
      headers: auth(owner),
      data: { paidOn: new Date().toISOString().slice(0, 10), means: 'sepa_credit_transfer' },
    });
    expect(paid.status()).toBe(200);
  }

  /** The orders' search box, filled: the list follows it. */
  async function search(page: Page, label: string, q: string) {
    const box = page.getByRole('searchbox', { name: label });
    await box.fill(q);
    await box.press('Enter');
  }

  test('the orders search finds names without their accents, a MAC address in any spelling and a SIREN', async ({
    site,
    language,
    text,
    ownerPageIn,
  }) => {
    const id = `${language}${Date.now()}`;
    const company = `Électricité Gérard ${id}`;
    await postLicenceOrder(site, language, {
      ...buyerInEvian,
      company,
      siren: '732829320',
      email: `gerard-${id}@example.org`,
      mac: '00:0F:FF:65:43:21',
    });
    const other = `Lumière Bastide ${id}`;
    await postLicenceOrder(site, language, {
      company: other,
      firstName: 'Inès',
      lastName: 'Vasseur',
      address: '8 rue Paradis',
      postcode: '13001',
      city: 'Marseille',
      country: 'FR',
      siren: '552100554',
      email: `bastide-${id}@example.org`,
      mac: '00:0F:FF:65:43:99',
    });

    const page = await ownerPageIn('/user/orders');
    await expect(page.getByRole('heading', { level: 1, name: text('orders.title') })).toBeVisible();
    const found = (name: string) => page.getByRole('heading', { name: new RegExp(name) });
    for (const q of [
      `gerard evian ${id}`,
      `GÉRARD ÉVIAN ${id}`,
      '000fff654321',
      '00-0f-ff-65-43-21',
      '732 829 320',
    ]) {
      await search(page, text('backOffice.search'), q);
      await expect(found(company)).toBeVisible();
      await expect(found(other)).toHaveCount(0);
    }
    await page.context().close();
  });

  test('a licence is re-issued once confirmed, and its history line names the old address and the new', async ({
    site,
    owner,
    language,
    text,
    ownerPageIn,
    request,
  }) => {
    const id = `${language}${Date.now()}`;
    const email = `reissue-${id}@example.org`;
    await postLicenceOrder(site, language, {
      company: `Domotique Reissue ${id}`,
      firstName: 'Paul',
      lastName: 'Girard',
      address: '2 place Bellecour',
      postcode: '69002',
      city: 'Lyon',
      country: 'FR',
      siren: '552100554',
      email,
    });
    const orderId = await orderFound(request, site, owner, email);
    await invoiceAndPay(request, site, owner, orderId);

    const page = await ownerPageIn(`/user/orders/${orderId}`);
    const reissue = page.getByRole('button', { name: text('orders.action.reissue-licence') });
    await reissue.click();
    await page.getByRole('textbox', { name: text('orders.reissue.mac') }).fill('a4-5e-60-01-02-03');
    await page.getByRole('button', { name: text('orders.reissue.submit') }).click();
    // Asked first, naming both addresses; the way out says what it does and sends nothing.
    const question = page.getByRole('group', {
      name: text('orders.reissue.confirm', { mac: 'A4:5E:60:01:02:03', previous: '00:0F:FF:12:AB:CD' }),
    });
    const dontReissue = question.getByRole('button', { name: text('orders.reissue.no') });
    await expect(dontReissue).toBeFocused();
    await dontReissue.click();
    await expect(question).toHaveCount(0);
    await expect(reissue).toBeFocused();

    await reissue.click();
    await page.getByRole('textbox', { name: text('orders.reissue.mac') }).fill('a4-5e-60-01-02-03');
    await page.getByRole('button', { name: text('orders.reissue.submit') }).click();
    await page.getByRole('button', { name: text('orders.reissue.yes') }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: text('orders.done.reissue-licence', { mac: 'A4:5E:60:01:02:03' }) }),
    ).toBeVisible();
    const history = page.getByRole('region', { name: text('orders.timeline') });
    await expect(
      history.getByText(
        text('orders.event.licence_reissued.macs', {
          actor: 'Camille Martin',
          mac: 'A4:5E:60:01:02:03',
          previousMac: '00:0F:FF:12:AB:CD',
        }),
      ),
    ).toBeVisible();
    await site.mail(
      (mail) =>
        mail.to.includes(email) && mail.parsed.attachments[0]?.filename?.includes('A45E60010203') === true,
    );

    // The refund's way out beside the choice of letting the customer keep the licence: named for what it does.
    await page.getByRole('button', { name: text('orders.action.refund'), exact: true }).click();
    await expect(page.getByRole('radio', { name: text('orders.refund.keep') })).toBeVisible();
    await page.getByRole('button', { name: text('orders.refund.no') }).click();
    await expect(page.getByRole('button', { name: text('orders.refund.yes') })).toHaveCount(0);
    await page.context().close();
  });

  test("the customer's mails link to their order page, which speaks their language, product names included", async ({
    site,
    owner,
    language,
    pageIn,
    request,
  }) => {
    // Ordered in the other language than the browser's: the page follows the order until the switch.
    const theirs = otherThan(language);
    const id = `${language}${Date.now()}`;
    const email = `customer-${id}@example.org`;
    await postLicenceOrder(site, theirs, {
      company: `Maison ${id}`,
      firstName: 'Lucie',
      lastName: 'Morel',
      address: '5 rue Nationale',
      postcode: '37000',
      city: 'Tours',
      country: 'FR',
      siren: '552100554',
      email,
    });
    await invoiceAndPay(request, site, owner, await orderFound(request, site, owner, email));
    const mails = serverText(theirs);
    const invoiceMail = await site.mail(
      (mail) => mail.to.includes(email) && mails.start('invoice.subject').test(mail.subject),
    );
    const licenceMail = await site.mail(
      (mail) => mail.to.includes(email) && mails.start('licence.subject').test(mail.subject),
    );

    const page = await pageIn();
    for (const mail of [invoiceMail, licenceMail]) {
      await page.goto(orderLinkIn(mail));
      await expect(
        page.getByRole('heading', { level: 1, name: interfaceText(theirs)('orderTracking.title') }),
      ).toBeVisible();
      await expect(page.getByText(netatmo.title[theirs]).first()).toBeVisible();
    }
    await page.getByRole('button', { name: interfaceText(theirs)(`shell.language.${language}`) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: interfaceText(language)('orderTracking.title') }),
    ).toBeVisible();
    await expect(page.getByText(netatmo.title[language]).first()).toBeVisible();
    await expect(page.getByText(netatmo.title[theirs])).toHaveCount(0);
  });

  test("the owner's notification of an individual's order names the person, and has no Company line", async ({
    site,
    language,
  }) => {
    const id = `${language}${Date.now()}`;
    const email = `individual-${id}@example.org`;
    await postLicenceOrder(site, language, {
      buyerType: 'individual',
      company: '',
      firstName: 'Noémie',
      lastName: `Carré ${id}`,
      address: '9 allée des Tilleuls',
      postcode: '44000',
      city: 'Nantes',
      country: 'FR',
      email,
    });
    const notification = await site.mail(
      (mail) => mail.to.includes('owner@example.test') && mail.text.includes(email),
    );
    expect(notification.subject).toContain(`Noémie Carré ${id}`);
    expect(notification.subject.trim()).not.toMatch(/[—-]$/);
    for (const each of languages) {
      const company = textOf([ownerNotificationMessages], each)('label.company');
      expect(notification.text).not.toMatch(new RegExp(`^${company}\\s*:?\\s*$`, 'm'));
    }
  });

  test("the server's refusal follows the owner's switch of language", async ({
    language,
    text,
    pageIn,
    playwright,
  }) => {
    const other = otherThan(language);
    // A site of its own whose seller's details are still the samples: invoices cannot be issued.
    const config = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.config.json');
    writeFileSync(config, '{}');
    const ownDatabase = postgres ? await createTestDatabase() : undefined;
    const request = await playwright.request.newContext();
    const { site, owner } = await startOrderSite(request, {
      env: { SITE_CONFIG_FILE: config, ...(ownDatabase && { DATABASE_URL: ownDatabase.url }) },
    });
    try {
      const email = `samples-${language}@example.org`;
      await postLicenceOrder(site, language, {
        company: 'Atelier Exemple',
        firstName: 'Jules',
        lastName: 'Petit',
        address: '1 rue du Port',
        postcode: '56000',
        city: 'Vannes',
        country: 'FR',
        siren: '552100554',
        email,
      });
      const orderId = await orderFound(request, site, owner, email);
      const page = await pageIn();
      await openSignedIn(page, site, owner, `/user/orders/${orderId}`);

      const reason = (each: Language) => textOf([orderRouteMessages], each)('sellerDetailsMissing');
      await expect(page.getByText(text('orders.invoicingUnavailable'))).toBeVisible();
      await expect(page.getByText(reason(language)).first()).toBeVisible();
      // Refused when pressed, in the same language.
      await page.getByRole('button', { name: text('orders.action.send-invoice'), exact: true }).click();
      await page.getByRole('button', { name: text('orders.preview.send') }).click();
      await expect(page.getByRole('alert').filter({ hasText: reason(language) })).toBeVisible();

      await page.getByRole('button', { name: text(`shell.language.${other}`) }).click();
      const otherText = interfaceText(other);
      await expect(page.getByText(otherText('orders.invoicingUnavailable'))).toBeVisible();
      await expect(page.getByText(reason(other)).first()).toBeVisible();
      await expect(page.getByText(reason(language))).toHaveCount(0);
    } finally {
      await request.dispose();
      await site.stop();
      await ownDatabase?.drop();
    }
  });

  test('an invitation goes out in the language chosen, by default the one the owner works in', async ({
    site,
    language,
    text,
    ownerPageIn,
  }) => {
    const other = otherThan(language);
    const id = `${language}${Date.now()}`;
    const page = await ownerPageIn('/user/team');
    const invite = async (email: string, chosen?: Language) => {
      await page.getByRole('textbox', { name: text('team.invite.email') }).fill(email);
      const choice = page.getByRole('combobox', { name: text('team.invite.language') });
      await expect(choice).toHaveValue(language);
      if (chosen) await choice.selectOption(chosen);
      await page.getByRole('button', { name: text('team.invite.submit') }).click();
      await expect(page.getByText(text('team.invite.sent', { email }))).toBeVisible();
    };
    const subject = (each: Language) =>
      textOf([accountMailMessages], each).pattern('invitation.subject', { business: /.+/ });

    const theirs = `colleague-${id}@example.org`;
    await invite(theirs, other);
    const chosenMail = await site.mail((mail) => mail.to.includes(theirs));
    expect(chosenMail.subject).toMatch(subject(other));
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: theirs })
        .getByText(text(`team.invitation.language.${other}`)),
    ).toBeVisible();

    // The language chosen stays for the next invitation until the view is opened again.
    await page.reload();
    const mine = `colleague-default-${id}@example.org`;
    await invite(mine);
    expect((await site.mail((mail) => mail.to.includes(mine))).subject).toMatch(subject(language));
  });
}
