import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { SignedIn } from '../shared/auth-schemas';
import {
  type Account,
  addColleague,
  accountLinkIn,
  newPassword,
  openApp,
  openSignedIn,
  ownerEmail,
  signInThroughApi,
} from './support/back-office-site';
import { expect, test } from './support/fixtures';
import type { InterfaceText } from './support/interface-text';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

/**
 * The accounts of the back office in a browser, on a server of their own started with an empty database: the
 * first owner from the invitation mailed at start, signing in and out, the lockout, a reset by mail, passkeys,
 * a colleague invited as staff, and a session ended elsewhere. The tests run in order: the first creates the
 * owner the others sign in as.
 */
test.describe.configure({ mode: 'serial' });
test.use({ siteOptions: { fresh: true } });

const owner: Account = { name: 'Camille Martin', email: ownerEmail, password: newPassword() };

async function signInWithForm(page: Page, text: InterfaceText, account: Pick<Account, 'email' | 'password'>) {
  await page.getByRole('textbox', { name: text('signIn.email') }).fill(account.email);
  await page.getByLabel(text('signIn.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text('signIn.submit'), exact: true }).click();
}

/** The back office's first view, signed in as `name`. */
async function expectBackOffice(page: Page, text: InterfaceText, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: text('today.title') })).toBeVisible();
  await expect(page.getByText(text('backOffice.signedInAs', { name }))).toBeVisible();
  await expect(page.getByRole('link', { name: text('shell.user.account') })).toBeVisible();
}

/** The sign-in page, with the link that leads to it, after the browser was signed out. */
async function expectSignedOut(page: Page, text: InterfaceText) {
  await expect(page.getByRole('heading', { level: 1, name: text('user.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('shell.user.signIn'), exact: true })).toBeVisible();
}

test('the first owner creates the account from the invitation mailed at start, and is signed in', async ({
  site,
  text,
  pageIn,
}) => {
  const mail = await site.mail((received) => received.to.includes(ownerEmail));
  const link = accountLinkIn(mail);
  const page = await pageIn();

  await openApp(page, link);
  await expect(page.getByRole('heading', { level: 1, name: text('invitation.title') })).toBeVisible();
  await expect(
    page.getByText(text('invitation.for', { email: ownerEmail, role: text('account.role.owner') })),
  ).toBeVisible();
  await page.getByRole('textbox', { name: text('invitation.name') }).fill(owner.name);
  await page.getByLabel(text('account.password.choose'), { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: text('invitation.submit') }).click();
  await expectBackOffice(page, text, owner.name);

  // Single use: the same link now says so.
  await openApp(page, link);
  await expect(page.getByRole('heading', { level: 1, name: text('invitation.invalid.title') })).toBeVisible();
});

test.describe('signing in', () => {
  test('a wrong password is refused with the same message as an unknown address; the right one signs in', async ({
    page,
    site,
    text,
  }) => {
    const wrong = page.getByRole('alert').filter({ hasText: text('signIn.error.credentials') });
    await openApp(page, `${site.baseUrl}/#/user`);
    await expect(page.getByRole('heading', { level: 1, name: text('user.title') })).toBeVisible();

    await signInWithForm(page, text, { email: owner.email, password: 'not-the-password' });
    await expect(wrong).toBeVisible();
    await signInWithForm(page, text, { email: 'nobody@example.test', password: owner.password });
    await expect(wrong).toBeVisible();
    // What was typed stays.
    await expect(page.getByRole('textbox', { name: text('signIn.email') })).toHaveValue(
      'nobody@example.test',
    );

    await signInWithForm(page, text, owner);
    await expectBackOffice(page, text, owner.name);
    await expect(wrong).toHaveCount(0);
  });

  test.describe('from an address that failed 10 times', () => {
    // An address of its own (the server trusts X-Forwarded-For here): its lockout leaves the other tests alone.
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.10' } });

    test('the form says when to try again, while the owner elsewhere still signs in', async ({
      page,
      site,
      text,
      pageIn,
    }) => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await page.request.post(`${site.baseUrl}/api/auth/sign-in`, {
          data: { email: owner.email, password: `guess-number-${attempt}` },
        });
        expect(response.status()).toBe(401);
      }
      await openApp(page, `${site.baseUrl}/#/user`);
      const answer = page.waitForResponse('**/api/auth/sign-in');
      // Locked out, this address gets no answer about any password, the right one included.
      await signInWithForm(page, text, owner);
      expect((await answer).status()).toBe(429);
      expect(Number((await answer).headers()['retry-after'])).toBeGreaterThan(800);
      await expect(page.getByRole('alert')).toHaveText(
        text.anyOf('signIn.error.locked', [{ minutes: 14 }, { minutes: 15 }]),
      );

      // The owner, from their own address, is not locked out by a stranger's guesses.
      const ownerPage = await pageIn({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.20' } });
      await openApp(ownerPage, `${site.baseUrl}/#/user`);
      await signInWithForm(ownerPage, text, owner);
      await expectBackOffice(ownerPage, text, owner.name);
    });
  });
});

test('a reset by mail signs in with the new password and signs out every other browser, saying why', async ({
  site,
  text,
  pageIn,
}) => {
  const elsewhere = await pageIn();
  await openSignedIn(elsewhere, site, await signInThroughApi(elsewhere.request, site, owner));
  await expectBackOffice(elsewhere, text, owner.name);

  const page = await pageIn();
  await openApp(page, `${site.baseUrl}/#/user`);
  await page.getByRole('link', { name: text('signIn.forgotPassword') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('forgot.title') })).toBeVisible();
  const mailsBefore = site.sink.mails.length;
  await page.getByRole('textbox', { name: text('forgot.email') }).fill(owner.email);
  await page.getByRole('button', { name: text('forgot.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('forgot.sent') })).toBeVisible();
  const mail = await site.mail(
    (received) =>
      site.sink.mails.indexOf(received) >= mailsBefore &&
      received.to.includes(owner.email) &&
      received.text.includes('/#/user/reset-password/'),
  );

  await openApp(page, accountLinkIn(mail));
  owner.password = newPassword();
  await page.getByLabel(text('account.password.new')).fill(owner.password);
  await page.getByRole('button', { name: text('reset.submit') }).click();
  await expectBackOffice(page, text, owner.name);

  await elsewhere.reload();
  await expect(elsewhere.getByRole('alert')).toContainText(text('sessionEnd.session_password_changed'));
  await expectSignedOut(elsewhere, text);
});

test('a passkey added in the back office then signs in without the password', async ({
  page,
  site,
  text,
}) => {
  await addVirtualAuthenticator(page);
  await openApp(page, `${site.baseUrl}/#/user`);
  await signInWithForm(page, text, owner);
  await expectBackOffice(page, text, owner.name);

  await page.getByRole('link', { name: text('backOffice.nav.account') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('myAccount.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: text('passkeys.title') })).toBeVisible();
  await page.getByRole('button', { name: text('passkeys.add') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('passkeys.added') })).toBeVisible();

  await page.getByRole('button', { name: text('backOffice.signOut') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('user.title') })).toBeVisible();
  await page.getByRole('button', { name: text('signIn.passkey') }).click();
  // Back where the user signed out, signed in by the passkey, which now says when it was used.
  await expect(page.getByText(text('backOffice.signedInAs', { name: owner.name }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: text('passkeys.title') })).toBeVisible();
  const passkeys = page.getByRole('list', { name: text('passkeys.list') }).getByRole('listitem');
  await expect(passkeys.filter({ hasText: text.part('passkeys.lastUsed') }).first()).toBeVisible();
});

test('an invited colleague signs in as staff and cannot invite', async ({ site, text, pageIn }) => {
  const colleague: Account = {
    name: 'Alex Dupont',
    email: `colleague-${randomUUID().slice(0, 6)}@example.test`,
    password: newPassword(),
  };
  const ownerPage = await pageIn();
  await openSignedIn(ownerPage, site, await signInThroughApi(ownerPage.request, site, owner));
  await ownerPage.getByRole('link', { name: text('backOffice.nav.team') }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: text('team.title') })).toBeVisible();
  await ownerPage.getByRole('textbox', { name: text('team.invite.email') }).fill(colleague.email);
  await ownerPage
    .getByRole('combobox', { name: text('team.invite.role') })
    .selectOption({ label: text('team.role.staff') });
  await ownerPage.getByRole('button', { name: text('team.invite.submit') }).click();
  await expect(
    ownerPage.getByRole('status').filter({ hasText: text('team.invite.sent', { email: colleague.email }) }),
  ).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: text('team.invitations') })).toContainText(
    colleague.email,
  );

  const mail = await site.mail((received) => received.to.includes(colleague.email));
  const page = await pageIn();
  await openApp(page, accountLinkIn(mail));
  await expect(page.getByRole('heading', { level: 1, name: text('invitation.title') })).toBeVisible();
  await page.getByRole('textbox', { name: text('invitation.name') }).fill(colleague.name);
  await page.getByLabel(text('account.password.choose'), { exact: true }).fill(colleague.password);
  await page.getByRole('button', { name: text('invitation.submit') }).click();
  await expectBackOffice(page, text, colleague.name);

  // Signed out, then in again with the form: a staff account, without the team.
  await page.getByRole('button', { name: text('backOffice.signOut') }).click();
  await signInWithForm(page, text, colleague);
  await expectBackOffice(page, text, colleague.name);
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('staff');
  await expect(page.getByRole('link', { name: text('backOffice.nav.team') })).toHaveCount(0);
  await openApp(page, `${site.baseUrl}/#/user/team`);
  await expect(page.getByRole('alert')).toHaveText(text('team.ownerOnly'));
  await expect(page.getByRole('button', { name: text('team.invite.submit') })).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const refused = await page.request.post(`${site.baseUrl}/api/team/invitations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: `not-${colleague.email}`, role: 'staff' },
  });
  expect(refused.status()).toBe(403);
});

test.describe('the end of a session', () => {
  let colleague: SignedIn;
  const account: Account = {
    name: 'Sam Bernard',
    email: `sam-${randomUUID().slice(0, 6)}@example.test`,
    password: newPassword(),
  };

  test.beforeAll(async ({ playwright, site }) => {
    const request = await playwright.request.newContext();
    const ownerSession = await signInThroughApi(request, site, owner);
    colleague = await addColleague(request, site, ownerSession, account);
    await request.dispose();
  });

  test('signing out revokes the session and clears local storage', async ({ page, site, text }) => {
    await openApp(page, `${site.baseUrl}/#/user`);
    await signInWithForm(page, text, account);
    await expectBackOffice(page, text, account.name);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    // The page notes the cached web font a second after it has loaded: waited for, so that the note does not
    // land after the sign-out has cleared the storage.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('web-font'))).toBe('1');

    await page.getByRole('button', { name: text('backOffice.signOut') }).click();
    await expectSignedOut(page, text);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const refused = await page.request.get(`${site.baseUrl}/api/auth/session`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
  });

  test('a session closed elsewhere signs the browser out with the reason', async ({ page, site, text }) => {
    await openSignedIn(page, site, colleague);
    await expectBackOffice(page, text, account.name);

    const closed = await page.request.post(`${site.baseUrl}/api/auth/sign-out`, {
      headers: { Authorization: `Bearer ${colleague.accessToken}` },
    });
    expect(closed.status()).toBe(204);
    await page.getByRole('link', { name: text('backOffice.nav.account') }).click();

    await expect(page.getByRole('alert')).toHaveText(text('sessionEnd.session_signed_out'));
    await expectSignedOut(page, text);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});
