import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale } from '../../shared/i18n/intl-locale';
import type { Language } from '../../shared/language';
import type { TodaySummary } from '../../shared/today-schemas';
import { todayMessages } from '../../web/src/features/back-office/today/today-messages';
import { expectNoWcagViolation } from './accessibility';
import type { BackOfficeSite } from './back-office-site';
import { buyerInLyon } from './buyers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, postLicenceOrder } from './licence-orders';
import { postgresAdminUrl } from './postgres-database';

/**
 * The today view, the back office's first view, in both languages, on the database given: calm on a site with
 * nothing to do, then each count as the data made for it says, each line opening its list filtered to what it
 * counts, and the header's count the same as the unread messages. The counts of every case (overdue invoices,
 * payments, quotes) on both databases are the API test's (server/features/today/today-routes.test.ts).
 */
export function todayTests(database: 'pglite' | 'postgres') {
  const postgres = database === 'postgres';
  if (postgres) test.skip(!postgresAdminUrl, 'needs TEST_DATABASE_URL (the test command starts one)');
  test.use({ siteOptions: { signsLicences: true, postgres } });

  /** A line of the view as the page reads it: its count in the sentence, in the test's language. */
  function line(language: Language, id: keyof (typeof todayMessages)['en'], count: number) {
    return String(
      new IntlMessageFormat(todayMessages[language][id], intlLocale(language)).format({
        count,
        n: (chunks: unknown[]) => chunks.join(''),
      }),
    ).replace(/\s+/g, ' ');
  }

  async function api<T>(site: BackOfficeSite, token: string, path: string, method = 'GET'): Promise<T> {
    const response = await fetch(`${site.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  }

  const toDo = (page: Page, language: Language) =>
    page.getByRole('list', { name: todayMessages[language]['today.list'] });

  test('the first view after signing in: calm when nothing waits, then each count opening its list', async ({
    site,
    owner,
    language,
    text,
    ownerPageIn,
  }) => {
    const page = await ownerPageIn('/user');
    const title = todayMessages[language]['today.title'];
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByRole('link', { name: text('backOffice.nav.today') })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Nothing waits on the spec's own site yet (its setup done: seller's details, licence key, address, mail).
    const before = await api<TodaySummary>(site, owner.accessToken, '/api/today');
    expect(before).toEqual({
      unreadMessages: 0,
      money: {
        ordersToInvoice: 0,
        unpaidInvoices: 0,
        overdueInvoices: 0,
        overdue: [],
        paymentsToCheck: 0,
        quotesAwaitingAnswer: 0,
        quotesAwaitingDeposit: 0,
      },
      setupItemsLeft: 0,
    });
    await expect(page.getByText(todayMessages[language]['today.nothing'])).toBeVisible();
    await expect(toDo(page, language)).toHaveCount(0);
    await expectNoWcagViolation(page);

    // Two licence orders and a contact message arrive; the owner invoices one order.
    const run = `${language}${Date.now()}`;
    for (const index of [1, 2])
      await postLicenceOrder(site, language, {
        ...buyerInLyon,
        company: `Domotique ${run}-${index}`,
        email: `buyer-${run}-${index}@example.org`,
      });
    const contact = await fetch(`${site.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Language': language },
      body: JSON.stringify({
        type: 'contact',
        name: `Visitor ${run}`,
        email: `visitor-${run}@example.org`,
        message: 'Could you call me about the shutters?',
        hp: '',
      }),
    });
    expect(contact.status).toBe(202);
    const waiting = await api<{ items: { id: string }[] }>(
      site,
      owner.accessToken,
      `/api/orders?status=new&q=${encodeURIComponent(`${run}-1`)}`,
    );
    await api(site, owner.accessToken, `/api/orders/${waiting.items[0]!.id}/send-invoice`, 'POST');

    // Each count is the data made for it: one order left to invoice, one invoice unpaid, and two unread
    // messages (the invoiced order's message needs nobody any more).
    const now = await api<TodaySummary>(site, owner.accessToken, '/api/today');
    expect(now).toMatchObject({ unreadMessages: 2, money: { ordersToInvoice: 1, unpaidInvoices: 1 } });

    await page.reload();
    const list = toDo(page, language);
    const expected = [
      line(language, 'today.ordersToInvoice', now.money!.ordersToInvoice),
      line(language, 'today.unreadMessages', now.unreadMessages),
      line(language, 'today.unpaidInvoices', now.money!.unpaidInvoices),
    ];
    await expect(list.getByRole('link')).toHaveText(expected);
    await expect(page.getByText(todayMessages[language]['today.nothing'])).toHaveCount(0);
    // The header's count is the unread messages' count.
    await expect(
      page.getByRole('link', { name: text('backOffice.newCount', { count: now.unreadMessages }) }),
    ).toBeVisible();
    await expectNoWcagViolation(page);

    // Each line opens its list, filtered to what it counts.
    await list.getByRole('link', { name: expected[0] }).click();
    await expect(page).toHaveURL(/#\/user\/orders\?status=new$/);
    await expect(page.getByRole('heading', { level: 1, name: text('orders.title') })).toBeVisible();
    await expect(page.getByRole('list', { name: text('orders.title') }).getByRole('listitem')).toHaveCount(
      now.money!.ordersToInvoice,
    );

    await page.goBack();
    await list.getByRole('link', { name: expected[1] }).click();
    await expect(page).toHaveURL(/#\/user\/messages\?status=new$/);
    await expect(page.getByRole('heading', { level: 1, name: text('backOffice.view.inbox') })).toBeVisible();
    await expect(
      page.getByRole('list', { name: text('backOffice.view.inbox') }).getByRole('listitem'),
    ).toHaveCount(now.unreadMessages);

    await page.getByRole('link', { name: text('backOffice.nav.today') }).click();
    await list.getByRole('link', { name: expected[2] }).click();
    await expect(page).toHaveURL(/#\/user\/orders\?status=invoiced$/);
    await expect(page.getByRole('list', { name: text('orders.title') }).getByRole('listitem')).toHaveCount(
      now.money!.unpaidInvoices,
    );
  });

  test('reads well on a phone: no sideways scroll, every line whole', async ({
    site,
    language,
    ownerPageIn,
  }) => {
    await postLicenceOrder(site, language, {
      ...buyerInLyon,
      company: 'Société d’Électricité Générale du Grand Lyon',
      email: `phone-${language}-${Date.now()}@example.org`,
    });
    const page = await ownerPageIn('/user', { width: 360, height: 800 });
    await expect(toDo(page, language)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
