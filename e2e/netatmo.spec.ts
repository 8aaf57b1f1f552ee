import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';

const control = (path: string, init?: RequestInit) =>
  fetch(`${process.env.E2E_NETATMO_CONTROL_URL}${path}`, init);
const setMode = (mode: 'success' | 'invalid_grant' | 'timeout') =>
  control(`/mode/${mode}`, { method: 'POST' });

function consoleLogs(page: Page): string[] {
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logs.push(message.text());
  });
  return logs;
}

test.beforeEach(async () => {
  await setMode('success');
});

test('exchanges the code on the server, logs the result, and never shows a token', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const logs = consoleLogs(page);
  const state = `driver-${Date.now()}`;
  // Netatmo redirects to /netatmo-token?…: the server sends the browser to the hash route.
  await page.goto(`/netatmo-token?state=${state}&code=e2e-code-1`);
  await expect(page).toHaveURL(/\/#\/netatmo-token\?state=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Netatmo token' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Your Netatmo weather station is connected. You can close this window: the driver collects its access within 10 minutes.',
  );
  expect(logs.some((line) => line.startsWith('Netatmo token exchange'))).toBe(true);
  expect(errors).toEqual([]);
  expect(await page.content()).not.toContain('access-e2e-code-1');

  const requests = (await (await control('/requests')).json()) as { form: Record<string, string> }[];
  expect(requests.at(-1)?.form).toMatchObject({
    grant_type: 'authorization_code',
    code: 'e2e-code-1',
    scope: 'read_station',
    client_secret: 'e2e-netatmo-secret',
  });

  // The weather-station driver collects the tokens once.
  const collect = () => fetch(`${process.env.E2E_BASE_URL}/api/netatmo/token/${state}`);
  const first = await collect();
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({ access_token: 'access-e2e-code-1' });
  expect((await collect()).status).toBe(404);
});

test('shows Netatmo’s reason when it refuses the code', async ({ page }) => {
  await setMode('invalid_grant');
  const errors = collectConsoleErrors(page);
  await page.goto('/#/netatmo-token?state=driver-refused&code=used-code');
  await expect(page.getByRole('status')).toHaveText(
    'The Netatmo exchange failed: invalid_grant: Invalid authorization code',
  );
  // The browser's own line for the 502, then the page's, as the spec wants.
  expect(errors).toEqual([
    expect.stringMatching(/status of 502/),
    expect.stringMatching(/^Netatmo token exchange failed/),
  ]);
});

test('without a code it explains where the page is opened from, and posts nothing', async ({ page }) => {
  const before = ((await (await control('/requests')).json()) as unknown[]).length;
  await page.goto('/#/netatmo-token');
  await expect(page.getByRole('status')).toContainText('Open it from the authorisation link');
  const after = ((await (await control('/requests')).json()) as unknown[]).length;
  expect(after).toBe(before);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the token page speaks French', async ({ page }) => {
    await page.goto(`/#/netatmo-token?state=driver-fr-${Date.now()}&code=e2e-code-fr`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jeton Netatmo' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Votre station météo Netatmo est connectée.');
  });
});
