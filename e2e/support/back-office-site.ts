import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { SignedIn } from '../../shared/auth-schemas';
import { type ReceivedMail, SmtpSink, testLegalDetails } from './server-testing';
import { freePort, startSiteServer } from './site-server';

/**
 * A site server of its own for back-office tests, with a fresh database (so the first owner's invitation is
 * mailed at start) and its own SMTP sink. Its address is `localhost`, not 127.0.0.1: WebAuthn needs a secure
 * context, and the passkeys' relying party is PUBLIC_BASE_URL's host.
 */
export interface BackOfficeSite {
  baseUrl: string;
  sink: SmtpSink;
  /** Waits until a mail matching `predicate` arrives, and returns it. */
  mail(predicate: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export const ownerEmail = 'owner@example.test';

/** A site config file with the seller's legal details set, as an owner writes it: invoices can be issued. */
function siteConfigWithLegalDetails(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.config.json');
  writeFileSync(file, JSON.stringify({ legal: testLegalDetails }));
  return file;
}

/**
 * `env` adds settings for one spec (the order pipeline's licence key). The seller's legal details are set
 * unless `env.SITE_CONFIG_FILE` names another file.
 */
export async function startBackOfficeSite(env: Record<string, string> = {}): Promise<BackOfficeSite> {
  const sink = new SmtpSink();
  await sink.start();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = await startSiteServer({
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Site <site@example.test>',
    MAIL_TO: ownerEmail,
    MESSAGES_RATE_LIMIT: '1000',
    SIGN_IN_RATE_LIMIT: '1000/minute',
    PASSWORD_RESET_RATE_LIMIT: '1000/minute',
    INVITATION_RATE_LIMIT: '1000/minute',
    // The lockout test signs in from addresses of its own (X-Forwarded-For), so that locking them out
    // leaves the other tests' address alone.
    TRUST_PROXY: 'true',
    SITE_CONFIG_FILE: siteConfigWithLegalDetails(),
    ...env,
  });
  return {
    baseUrl,
    sink,
    async mail(predicate) {
      const mails = await sink.waitFor((received) => received.some(predicate), 20_000);
      return mails.find(predicate)!;
    },
    async stop() {
      await server.stop();
      await sink.stop();
    },
  };
}

/** The single-use link of an invitation or a password-reset mail. */
export function accountLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/#\/user\/(?:invitation|reset-password)\/[\w-]{43}/.exec(mail.text)?.[0];
  expect(link, `a link in "${mail.subject}"`).toBeDefined();
  return link!;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A strong password nobody else uses, so that no test signs in with another's. */
export function newPassword(): string {
  return `Tranquille-${randomUUID().slice(0, 12)}`;
}

/** Accepts an invitation through the API (for tests about something else than the invitation page). */
export async function acceptInvitation(
  request: APIRequestContext,
  site: BackOfficeSite,
  link: string,
  account: Omit<Account, 'email'>,
): Promise<SignedIn> {
  const token = link.split('/').pop();
  const response = await request.post(`${site.baseUrl}/api/auth/invitations/accept`, {
    data: { token, name: account.name, password: account.password },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as SignedIn;
}

export async function signInThroughApi(
  request: APIRequestContext,
  site: BackOfficeSite,
  account: Pick<Account, 'email' | 'password'>,
): Promise<SignedIn> {
  const response = await request.post(`${site.baseUrl}/api/auth/sign-in`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SignedIn;
}

/** The owner invites a colleague through the API; returns the link mailed to them. */
async function inviteThroughApi(
  request: APIRequestContext,
  site: BackOfficeSite,
  owner: SignedIn,
  email: string,
  role: 'owner' | 'staff' = 'staff',
): Promise<string> {
  const response = await request.post(`${site.baseUrl}/api/team/invitations`, {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
    data: { email, role },
  });
  expect(response.status()).toBe(201);
  return accountLinkIn(
    await site.mail((mail) => mail.to.includes(email) && mail.text.includes('/#/user/invitation/')),
  );
}

/** A staff colleague of the owner's, invited and signed up through the API as `account`. */
export async function addColleague(
  request: APIRequestContext,
  site: BackOfficeSite,
  owner: SignedIn,
  account: Account,
): Promise<SignedIn> {
  const link = await inviteThroughApi(request, site, owner, account.email);
  return acceptInvitation(request, site, link, account);
}

/**
 * Opens a page of the site once the app runs: the footer is not in the prerendered first screen, so once it
 * shows, the app has rendered over it and its links and forms work.
 */
export async function openApp(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** What the page offers (this module is also type-checked without the DOM library, with the server). */
interface PageGlobals {
  localStorage: { setItem(key: string, value: string): void };
  document: { documentElement: { lang: string } };
}

/**
 * Opens the back office already signed in, as start-up restores a session saved under the specification's
 * local storage keys: for tests about what comes after signing in.
 */
export async function openSignedIn(page: Page, site: BackOfficeSite, session: SignedIn, route = '/user') {
  await page.goto(`${site.baseUrl}/#${route}`);
  const saved = {
    user_id: session.userId,
    name: session.username,
    role: session.role,
    company_id: session.companyId ?? '',
    access_token: session.accessToken,
  };
  await page.evaluate((entries) => {
    const { localStorage, document } = globalThis as unknown as PageGlobals;
    for (const [key, value] of entries) localStorage.setItem(key, value);
    // As signing in does: the language the page shows, not the account's.
    localStorage.setItem('language', document.documentElement.lang);
  }, Object.entries(saved));
  // Another hash is no new page: the app reads local storage again only when the page loads again.
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** What a back office in use holds, for tests and screenshots of every view. */
export interface SeededBackOffice {
  owner: SignedIn;
  /** A licence order, a contact message and a spam message. */
  orderId: string;
  contactId: string;
  spamId: string;
  /** The licence order's order (back-office order views) and its customer's order page link. */
  orderRecordId: string;
  orderPageLink: string;
  /** A pending invitation and a password-reset link of the owner, both unused. */
  invitationLink: string;
  resetLink: string;
}

/**
 * Creates the first owner from the invitation mailed at start, a staff colleague, messages of each kind (one
 * of them spam) and a pending invitation. Needs a site fresh from `startBackOfficeSite`.
 */
export async function seedBackOffice(
  request: APIRequestContext,
  site: BackOfficeSite,
): Promise<SeededBackOffice> {
  const firstLink = accountLinkIn(await site.mail((mail) => mail.to.includes(ownerEmail)));
  const owner = await acceptInvitation(request, site, firstLink, {
    name: 'Camille Martin',
    password: newPassword(),
  });
  await addColleague(request, site, owner, {
    name: 'Alex Dupont',
    email: 'alex.dupont@example.test',
    password: newPassword(),
  });
  const invitationLink = await inviteThroughApi(request, site, owner, 'sacha.bernard@example.test');

  const post = async (data: Record<string, string>) => {
    const response = await request.post(`${site.baseUrl}/api/messages`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data,
    });
    expect(response.status()).toBe(202);
  };
  await post({
    type: 'contact',
    name: '',
    email: 'visiteur@example.org',
    message: 'Could you send me the details of the app for my Control4 system?',
    hp: '',
  });
  await post({
    type: 'contact',
    name: 'Émilie Lefèvre',
    email: 'emilie.lefevre@example.org',
    message:
      'Bonjour, depuis la mise à jour la lumière du séjour clignote dès que la scène « Soirée » démarre.\nPouvez-vous passer cette semaine ? Merci d’avance.',
    hp: '',
  });
  await post({
    type: 'driver',
    driverName: 'risco-alarm',
    company: 'Domotique du Sud',
    firstName: 'Jean',
    lastName: 'Moulin',
    address: '1 rue de la Paix\n75002 Paris',
    email: 'jean.moulin@example.org',
    mac: '00:0f:ff:12:34:56',
    hp: '',
  });
  await post({
    type: 'contact',
    name: 'Autofill Visitor',
    email: 'autofill@example.org',
    message: 'A real question whose hidden field the browser filled in.',
    hp: 'autofilled',
  });
  const firstOf = async (search: string) => {
    const response = await request.get(`${site.baseUrl}/api/inbox?${search}`, {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: { id: string }[] }).items[0]!.id;
  };

  const reset = await request.post(`${site.baseUrl}/api/auth/password-reset`, {
    data: { email: ownerEmail },
  });
  expect(reset.status()).toBe(202);
  const resetLink = accountLinkIn(
    await site.mail((mail) => mail.to.includes(ownerEmail) && mail.text.includes('/#/user/reset-password/')),
  );
  const orderId = await firstOf('kind=licence_order');
  const opened = await request.get(`${site.baseUrl}/api/inbox/${orderId}`, {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
  });
  const confirmation = await site.mail(
    (mail) => mail.to.includes('jean.moulin@example.org') && mail.text.includes('/#/order/'),
  );
  return {
    owner,
    orderId,
    orderRecordId: ((await opened.json()) as { orderId: string }).orderId,
    orderPageLink: /https?:\/\/\S+\/#\/order\/[\w-]{43}/.exec(confirmation.text)![0],
    contactId: await firstOf('q=Lef%C3%A8vre'),
    spamId: await firstOf('view=spam'),
    invitationLink,
    resetLink,
  };
}
