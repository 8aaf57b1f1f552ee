import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { gapiShimSource } from './support/gapi-shim';
import { googleHomeClient } from './support/google-home-env';

/**
 * Account linking as Google runs it, against the Firebase Auth emulator: /authorize → /google-login →
 * Google sign-in (the emulator's page) → callback → back to Google's redirect URI → token exchange.
 */

async function offlineGoogle(context: BrowserContext): Promise<void> {
  // Firebase's redirect sign-in (and the emulator's helper frame) load Google's gapi loader.
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiShimSource }),
  );
  // The emulator's sign-in page pulls fonts and Material styles from CDNs: not needed to click through it.
  await context.route(/^https:\/\/(fonts\.googleapis\.com|unpkg\.com)\//, (route) =>
    route.fulfill({ status: 200, body: '' }),
  );
  // Google's side of the redirect: a page that shows what it received.
  await context.route('https://oauth-redirect.googleusercontent.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Google</title><h1>Google received the authorization</h1>',
    }),
  );
}

/** Records every text the status line shows, across the page's navigations. */
async function recordStatuses(page: Page): Promise<string[]> {
  const statuses: string[] = [];
  await page.exposeBinding('__recordStatus', (_source, text: string) => {
    if (statuses.at(-1) !== text) statuses.push(text);
  });
  await page.addInitScript(() => {
    const report = () => {
      const text = document.querySelector('[role="status"]')?.textContent;
      if (text) (window as unknown as { __recordStatus(t: string): void }).__recordStatus(text);
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return statuses;
}

function authorizeUrl(state: string): string {
  const query = new URLSearchParams({
    client_id: googleHomeClient.clientId,
    redirect_uri: googleHomeClient.redirectUri,
    state,
    response_type: 'code',
  });
  return `/GoogleHome/auth/authorize?${query.toString()}`;
}

/** Signs in on the Auth emulator's page as a new Google account. */
async function signInOnEmulator(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/emulator\/auth\/handler\?/);
  await page.getByRole('button', { name: 'Add new account' }).click();
  await page.locator('#email-input').fill(email);
  await page.getByRole('button', { name: /Sign in with/ }).click();
}

async function tokenRequest(fields: Record<string, string>) {
  return fetch(`${process.env.E2E_BASE_URL}/GoogleHome/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

test('links a Google account end to end and Google exchanges the code for tokens', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await offlineGoogle(context);
  const statuses = await recordStatuses(page);
  const errors = collectConsoleErrors(page);

  await page.goto(authorizeUrl('google-opaque-state'));
  await expect(page).toHaveURL(/\/#\/google-login\?authCode=/);
  const authCode = new URLSearchParams(page.url().split('?')[1]).get('authCode');
  expect(authCode).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Google Home Authentication' })).toBeVisible();

  await signInOnEmulator(page, 'homeowner@example.com');

  await page.waitForURL(/^https:\/\/oauth-redirect\.googleusercontent\.com\//, { timeout: 30_000 });
  const final = new URL(page.url());
  expect(`${final.origin}${final.pathname}`).toBe(googleHomeClient.redirectUri);
  expect(final.searchParams.get('code')).toBe(authCode);
  expect(final.searchParams.get('state')).toBe('google-opaque-state');

  // 'Getting authentication token...' shows only when the token takes a moment: the emulator's is often at
  // hand at once, and React then paints the next status instead. When it shows, it is in its place.
  const gettingToken = 'Getting authentication token...';
  expect(statuses).toEqual(
    [
      'Initializing...',
      'Checking authentication status...',
      'Redirecting to Google Sign-In...',
      'Initializing...',
      'Checking authentication status...',
      gettingToken,
      'Completing authentication...',
      'Authentication successful! Redirecting...',
    ].filter((text) => text !== gettingToken || statuses.includes(gettingToken)),
  );
  expect(errors).toEqual([]);

  // Google's server then exchanges the code.
  const exchange = await tokenRequest({
    grant_type: 'authorization_code',
    code: authCode ?? '',
    redirect_uri: googleHomeClient.redirectUri,
    client_id: googleHomeClient.clientId,
    client_secret: googleHomeClient.clientSecret,
  });
  expect(exchange.status).toBe(200);
  const tokens = (await exchange.json()) as Record<string, unknown>;
  expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
  expect(typeof tokens.access_token).toBe('string');
  expect(typeof tokens.refresh_token).toBe('string');

  const replay = await tokenRequest({
    grant_type: 'authorization_code',
    code: authCode ?? '',
    redirect_uri: googleHomeClient.redirectUri,
    client_id: googleHomeClient.clientId,
    client_secret: googleHomeClient.clientSecret,
  });
  expect(replay.status).toBe(400);
  expect(await replay.json()).toEqual({ error: 'invalid_grant' });
});

test('shows the server’s reason when the callback is refused', async ({ page, context }) => {
  test.setTimeout(90_000);
  await offlineGoogle(context);
  const errors = collectConsoleErrors(page);
  const bogus = 'b'.repeat(43);
  const redirect = encodeURIComponent(googleHomeClient.redirectUri);
  await page.goto(`/#/google-login?authCode=${bogus}&redirect_uri=${redirect}&state=s`);
  await signInOnEmulator(page, 'someone@example.com');

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Authentication Error' })).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(
    'Authentication failed: This linking request is invalid, already used or expired. Start again from the Google Home app.',
  );
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect(page.url()).toContain('/#/google-login');
  // The browser reports the refused request (HTTP 400) itself, once; nothing else fails.
  expect(errors).toEqual([expect.stringMatching(/status of 400/)]);
});

test('without an authorization code it says so after 500 ms, and Try Again reloads', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/#/google-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Home Authentication' })).toBeVisible();
  const started = Date.now();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Missing authorization code');
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  await expect(alert.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await reloaded;
  await expect(page.getByRole('status')).toHaveText('Initializing...');
  await expect(alert).toContainText('Missing authorization code');
  expect(errors).toEqual([]);
});

test('reads the code from the query before the hash', async ({ page, context }) => {
  await offlineGoogle(context);
  const redirect = encodeURIComponent(googleHomeClient.redirectUri);
  await page.goto(`/?authCode=${'c'.repeat(43)}&redirect_uri=${redirect}&state=s#/google-login`);
  // Reaching Google's sign-in proves the code was found (without one the page stops with an error).
  await page.waitForURL(/\/emulator\/auth\/handler\?/);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the linking page speaks French', async ({ page }) => {
    await page.goto('/#/google-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Authentification Google Home' })).toBeVisible();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Code d’autorisation manquant');
    await expect(alert.getByRole('heading', { name: 'Erreur d’authentification' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});

test('Google’s authorize request with an unlisted redirect_uri gets a page, never a redirect', async ({
  page,
}) => {
  const response = await page.goto(
    `/GoogleHome/auth/authorize?client_id=${googleHomeClient.clientId}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&state=s&response_type=code`,
  );
  expect(response?.status()).toBe(400);
  expect(page.url()).toContain('/GoogleHome/auth/authorize');
  await expect(page.getByRole('heading', { name: 'Account linking refused' })).toBeVisible();
});
