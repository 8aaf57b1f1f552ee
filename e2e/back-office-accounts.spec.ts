import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { SignedIn } from '../shared/auth-schemas';
import {
  type Account,
  acceptInvitation,
  accountLinkIn,
  type BackOfficeSite,
  inviteThroughApi,
  newPassword,
  openApp,
  openSignedIn,
  ownerEmail,
  signInThroughApi,
  startBackOfficeSite,
} from './support/back-office-site';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

/**
 * The accounts of the back office in a browser, on a server of their own started with an empty database: the
 * first owner from the invitation mailed at start, signing in and out, the lockout, a reset by mail, passkeys,
 * a colleague invited as staff, and a session ended elsewhere. The tests run in order: the first creates the
 * owner the others sign in as.
 */
test.describe.configure({ mode: 'serial' });

const languages = [
  { lang: 'en', locale: 'en-GB' },
  { lang: 'fr', locale: 'fr-FR' },
] as const;

/** What the tests read, in each language. */
const copy = {
  en: {
    signInTitle: 'Sign in',
    email: 'E-mail address',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    inbox: 'Inbox',
    signedInAs: (name: string) => `Signed in as ${name}`,
    wrong: 'The e-mail address or the password is wrong.',
    locked: /^Too many failed attempts\. Try again in 1[45] minutes\.$/,
    forgot: 'Forgot your password?',
    sendLink: 'Send me a link',
    linkSent: 'If an account uses this address, a link valid for one hour is on its way.',
    newPassword: 'New password',
    savePassword: 'Save the password and sign in',
    passwordChanged: 'You were signed out: the password of your account was changed.',
    signedOutElsewhere: 'You were signed out: this session was closed, perhaps from another tab.',
    passkeys: 'Passkeys',
    addPasskey: 'Add a passkey',
    passkeyAdded: 'The passkey was added.',
    signInWithPasskey: 'Sign in with a passkey',
    yourPasskeys: 'Your passkeys',
    lastUsed: 'last used',
    team: 'Team',
    inviteEmail: 'E-mail address',
    role: 'Role',
    staff: 'Staff',
    sendInvitation: 'Send the invitation',
    invitationSent: (email: string) => `Invitation sent to ${email}.`,
    pendingInvitations: 'Pending invitations',
    joinTitle: 'Join the back office',
    yourName: 'Your name',
    createAccount: 'Create my account and sign in',
    ownerOnly: 'Only the owner of the site can see and change the team.',
    accountLink: 'Your account',
    signInLink: 'Sign in',
  },
  fr: {
    signInTitle: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    signOut: 'Se déconnecter',
    inbox: 'Boîte de réception',
    signedInAs: (name: string) => `Connecté en tant que ${name}`,
    wrong: 'L’adresse e-mail ou le mot de passe est incorrect.',
    locked: /^Trop de tentatives échouées\. Réessayez dans 1[45] minutes\.$/,
    forgot: 'Mot de passe oublié ?',
    sendLink: 'M’envoyer un lien',
    linkSent: 'Si un compte utilise cette adresse, un lien valable une heure est en route.',
    newPassword: 'Nouveau mot de passe',
    savePassword: 'Enregistrer et me connecter',
    passwordChanged: 'Vous avez été déconnecté : le mot de passe de votre compte a été changé.',
    signedOutElsewhere:
      'Vous avez été déconnecté : cette session a été fermée, peut-être depuis un autre onglet.',
    passkeys: 'Clés d’accès',
    addPasskey: 'Ajouter une clé d’accès',
    passkeyAdded: 'La clé d’accès a été ajoutée.',
    signInWithPasskey: 'Se connecter avec une clé d’accès',
    yourPasskeys: 'Vos clés d’accès',
    lastUsed: 'utilisée pour la dernière fois',
    team: 'Équipe',
    inviteEmail: 'Adresse e-mail',
    role: 'Rôle',
    staff: 'Collaborateur',
    sendInvitation: 'Envoyer l’invitation',
    invitationSent: (email: string) => `Invitation envoyée à ${email}.`,
    pendingInvitations: 'Invitations en attente',
    joinTitle: 'Rejoindre l’espace de gestion',
    yourName: 'Votre nom',
    createAccount: 'Créer mon compte et me connecter',
    ownerOnly: 'Seul le propriétaire du site peut consulter et modifier l’équipe.',
    accountLink: 'Votre compte',
    signInLink: 'Se connecter',
  },
};
type Copy = (typeof copy)[keyof typeof copy];

let site: BackOfficeSite;
const owner: Account = { name: 'Camille Martin', email: ownerEmail, password: newPassword() };

test.beforeAll(async () => {
  site = await startBackOfficeSite();
});
test.afterAll(async () => {
  await site?.stop();
});

/** A fresh browser context in one language, for the other side of a two-browser test. */
async function newPageIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  return context.newPage();
}

async function signInWithForm(page: Page, text: Copy, account: Pick<Account, 'email' | 'password'>) {
  await page.getByRole('textbox', { name: text.email }).fill(account.email);
  await page.getByLabel(text.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

async function expectInbox(page: Page, text: Copy, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: text.inbox })).toBeVisible();
  await expect(page.getByText(text.signedInAs(name))).toBeVisible();
  await expect(page.getByRole('link', { name: text.accountLink })).toBeVisible();
}

test('the first owner creates the account from the invitation mailed at start, and is signed in (fr)', async ({
  browser,
}) => {
  const text = copy.fr;
  const mail = await site.mail((received) => received.to.includes(ownerEmail));
  const link = accountLinkIn(mail);
  const page = await newPageIn(browser, 'fr-FR');

  await openApp(page, link);
  await expect(page.getByRole('heading', { level: 1, name: text.joinTitle })).toBeVisible();
  await expect(
    page.getByText(`Cette invitation est destinée à ${ownerEmail}, en tant que propriétaire.`),
  ).toBeVisible();
  await page.getByRole('textbox', { name: text.yourName }).fill(owner.name);
  await page.getByLabel(text.password, { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: text.createAccount }).click();
  await expectInbox(page, text, owner.name);

  // Single use: the same link now says so.
  await openApp(page, link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cette invitation n’est pas utilisable' }),
  ).toBeVisible();
  await page.context().close();
});

for (const { lang, locale } of languages) {
  test.describe(`signing in (${lang})`, () => {
    test.use({ locale });
    const text = copy[lang];

    test('a wrong password is refused with the same message as an unknown address; the right one signs in', async ({
      page,
    }) => {
      await openApp(page, `${site.baseUrl}/#/user`);
      await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();

      await signInWithForm(page, text, { email: owner.email, password: 'not-the-password' });
      await expect(page.getByRole('alert').filter({ hasText: text.wrong })).toBeVisible();
      await signInWithForm(page, text, { email: 'nobody@example.test', password: owner.password });
      await expect(page.getByRole('alert').filter({ hasText: text.wrong })).toBeVisible();
      // What was typed stays.
      await expect(page.getByRole('textbox', { name: text.email })).toHaveValue('nobody@example.test');

      await signInWithForm(page, text, owner);
      await expectInbox(page, text, owner.name);
      await expect(page.getByRole('alert').filter({ hasText: text.wrong })).toHaveCount(0);
    });

    test.describe('from an address that failed 10 times', () => {
      // An address of its own (the server trusts X-Forwarded-For here): its lockout leaves the other tests alone.
      const guesser = `203.0.113.${lang === 'en' ? 10 : 11}`;
      test.use({ extraHTTPHeaders: { 'X-Forwarded-For': guesser } });

      test('the form says when to try again, while the owner elsewhere still signs in', async ({
        page,
        browser,
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
        await expect(page.getByRole('alert')).toHaveText(text.locked);

        // The owner, from their own address, is not locked out by a stranger's guesses.
        const elsewhere = await browser.newContext({
          locale,
          extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${lang === 'en' ? 20 : 21}` },
        });
        const ownerPage = await elsewhere.newPage();
        await openApp(ownerPage, `${site.baseUrl}/#/user`);
        await signInWithForm(ownerPage, text, owner);
        await expectInbox(ownerPage, text, owner.name);
        await elsewhere.close();
      });
    });
  });
}

for (const { lang, locale } of languages) {
  test(`a reset by mail signs in with the new password and signs out every other browser, saying why (${lang})`, async ({
    browser,
  }) => {
    const text = copy[lang];
    const elsewhere = await newPageIn(browser, locale);
    await openSignedIn(elsewhere, site, await signInThroughApi(elsewhere.request, site, owner));
    await expectInbox(elsewhere, text, owner.name);

    const page = await newPageIn(browser, locale);
    await openApp(page, `${site.baseUrl}/#/user`);
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.forgot })).toBeVisible();
    const mailsBefore = site.sink.mails.length;
    await page.getByRole('textbox', { name: text.email }).fill(owner.email);
    await page.getByRole('button', { name: text.sendLink }).click();
    await expect(page.getByRole('status').filter({ hasText: text.linkSent })).toBeVisible();
    const mail = await site.mail(
      (received) =>
        site.sink.mails.indexOf(received) >= mailsBefore &&
        received.to.includes(owner.email) &&
        received.text.includes('/#/user/reset-password/'),
    );

    await openApp(page, accountLinkIn(mail));
    owner.password = newPassword();
    await page.getByLabel(text.newPassword).fill(owner.password);
    await page.getByRole('button', { name: text.savePassword }).click();
    await expectInbox(page, text, owner.name);

    await elsewhere.reload();
    await expect(elsewhere.getByRole('alert')).toContainText(text.passwordChanged);
    await expect(elsewhere.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
    await expect(elsewhere.getByRole('link', { name: text.signInLink, exact: true })).toBeVisible();
    await page.context().close();
    await elsewhere.context().close();
  });
}

for (const { lang, locale } of languages) {
  test.describe(`passkeys (${lang})`, () => {
    test.use({ locale });
    const text = copy[lang];

    test('a passkey added in the back office then signs in without the password', async ({ page }) => {
      await addVirtualAuthenticator(page);
      await openApp(page, `${site.baseUrl}/#/user`);
      await signInWithForm(page, text, owner);
      await expectInbox(page, text, owner.name);

      await page.getByRole('link', { name: text.passkeys }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.passkeys })).toBeVisible();
      await page.getByRole('button', { name: text.addPasskey }).click();
      await expect(page.getByRole('status').filter({ hasText: text.passkeyAdded })).toBeVisible();

      await page.getByRole('button', { name: text.signOut }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
      await page.getByRole('button', { name: text.signInWithPasskey }).click();
      // Back where the user signed out, signed in by the passkey, which now says when it was used.
      await expect(page.getByText(text.signedInAs(owner.name))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: text.passkeys })).toBeVisible();
      const passkeys = page.getByRole('list', { name: text.yourPasskeys }).getByRole('listitem');
      await expect(passkeys.filter({ hasText: text.lastUsed }).first()).toBeVisible();
    });
  });
}

for (const { lang, locale } of languages) {
  test(`an invited colleague signs in as staff and cannot invite (${lang})`, async ({ browser }) => {
    const text = copy[lang];
    const colleague: Account = {
      name: `Alex ${lang.toUpperCase()} Dupont`,
      email: `colleague-${lang}-${randomUUID().slice(0, 6)}@example.test`,
      password: newPassword(),
    };
    const ownerPage = await newPageIn(browser, locale);
    await openSignedIn(ownerPage, site, await signInThroughApi(ownerPage.request, site, owner));
    await ownerPage.getByRole('link', { name: text.team }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: text.team })).toBeVisible();
    await ownerPage.getByRole('textbox', { name: text.inviteEmail }).fill(colleague.email);
    await ownerPage.getByRole('combobox', { name: text.role }).selectOption({ label: text.staff });
    await ownerPage.getByRole('button', { name: text.sendInvitation }).click();
    await expect(
      ownerPage.getByRole('status').filter({ hasText: text.invitationSent(colleague.email) }),
    ).toBeVisible();
    await expect(ownerPage.getByRole('list', { name: text.pendingInvitations })).toContainText(
      colleague.email,
    );

    const mail = await site.mail((received) => received.to.includes(colleague.email));
    const page = await newPageIn(browser, locale);
    await openApp(page, accountLinkIn(mail));
    await expect(page.getByRole('heading', { level: 1, name: text.joinTitle })).toBeVisible();
    await page.getByRole('textbox', { name: text.yourName }).fill(colleague.name);
    await page.getByLabel(text.password, { exact: true }).fill(colleague.password);
    await page.getByRole('button', { name: text.createAccount }).click();
    await expectInbox(page, text, colleague.name);

    // Signed out, then in again with the form: a staff account, without the team.
    await page.getByRole('button', { name: text.signOut }).click();
    await signInWithForm(page, text, colleague);
    await expectInbox(page, text, colleague.name);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('staff');
    await expect(page.getByRole('link', { name: text.team })).toHaveCount(0);
    await openApp(page, `${site.baseUrl}/#/user/team`);
    await expect(page.getByRole('alert')).toHaveText(text.ownerOnly);
    await expect(page.getByRole('button', { name: text.sendInvitation })).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const refused = await page.request.post(`${site.baseUrl}/api/team/invitations`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { email: `not-${colleague.email}`, role: 'staff' },
    });
    expect(refused.status()).toBe(403);

    await page.context().close();
    await ownerPage.context().close();
  });
}

for (const { lang, locale } of languages) {
  test.describe(`the end of a session (${lang})`, () => {
    test.use({ locale });
    const text = copy[lang];
    let colleague: SignedIn;
    const account: Account = {
      name: `Sam ${lang.toUpperCase()}`,
      email: `sam-${lang}-${randomUUID().slice(0, 6)}@example.test`,
      password: newPassword(),
    };

    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext();
      const ownerSession = await signInThroughApi(request, site, owner);
      const link = await inviteThroughApi(request, site, ownerSession, account.email);
      colleague = await acceptInvitation(request, site, link, account);
      await request.dispose();
    });

    test('signing out revokes the session and clears local storage', async ({ page }) => {
      await openApp(page, `${site.baseUrl}/#/user`);
      await signInWithForm(page, text, account);
      await expectInbox(page, text, account.name);
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      expect(token).toBeTruthy();
      // The page notes the cached web font a second after it has loaded: waited for, so that the note does not
      // land after the sign-out has cleared the storage.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('web-font'))).toBe('1');

      await page.getByRole('button', { name: text.signOut }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: text.signInLink, exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      const refused = await page.request.get(`${site.baseUrl}/api/auth/session`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
    });

    test('a session closed elsewhere signs the browser out with the reason', async ({ page }) => {
      await openSignedIn(page, site, colleague);
      await expectInbox(page, text, account.name);

      const closed = await page.request.post(`${site.baseUrl}/api/auth/sign-out`, {
        headers: { Authorization: `Bearer ${colleague.accessToken}` },
      });
      expect(closed.status()).toBe(204);
      await page.getByRole('link', { name: text.passkeys }).click();

      await expect(page.getByRole('alert')).toHaveText(text.signedOutElsewhere);
      await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: text.signInLink, exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });
  });
}
