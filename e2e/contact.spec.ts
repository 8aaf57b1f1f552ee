import { randomUUID } from 'node:crypto';
import { expect, type Request, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { receivedMails, waitForMail } from './support/mails';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('contact page (English)', () => {
  test('shows the business details beside the form', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/contact');
    const details = page.getByRole('complementary');
    await expect(details.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(details.getByText('Your contact')).toBeVisible();
    await expect(details.locator('address')).toBeVisible();
    await expect(details.getByRole('link', { name: /^\+?[\d ().-]+$/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(details.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
    await expect(details.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
    for (const name of ['Name', 'Email', 'Message']) {
      await expect(page.getByRole('textbox', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('keeps the honeypot away from people, keyboards and assistive technology', async ({ page }) => {
    await page.goto('/#/contact');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0);
    await expect(honeypot).not.toBeInViewport();
    await page.getByRole('textbox', { name: 'Message' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  });

  test('relies on the browser to require every field and a valid e-mail', async ({ page }) => {
    await page.goto('/#/contact');
    const posts: Request[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveJSProperty('validity.valueMissing', true);
    await page.getByRole('textbox', { name: 'Name' }).fill('Jeanne');
    await page.getByRole('textbox', { name: 'Email' }).fill('jeanne@');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveJSProperty('validity.valid', false);
    expect(posts).toHaveLength(0);
  });

  test('sends the message without a reload, resets the form and the owner receives every field', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const id = unique();
    await page.goto('/#/contact');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    await page.getByRole('textbox', { name: 'Name' }).fill(`Jeanne Martin ${id}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(`jeanne.${id}@example.org`);
    await page.getByRole('textbox', { name: 'Message' }).fill(`A house near Annecy, ref ${id}.`);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('status')).toContainText('Thank you, your message has been sent.');
    for (const name of ['Name', 'Email', 'Message']) {
      await expect(page.getByRole('textbox', { name })).toHaveValue('');
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

    const mail = await waitForMail((m) => m.subject === `Contact message from Jeanne Martin ${id}`);
    expect(mail.to).toEqual(['owner@example.test']);
    expect(mail.replyTo).toBe(`jeanne.${id}@example.org`);
    expect(mail.text).toContain(`A house near Annecy, ref ${id}.`);
    expect(mail.text).toContain('Language: English');
    expect(errors).toEqual([]);
  });

  test('keeps what was typed when the server cannot be reached, retries with the same key, then sends once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const keys: string[] = [];
    await page.goto('/#/contact');
    await page.route('**/api/messages', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.abort('internetdisconnected');
    });
    await page.getByRole('textbox', { name: 'Name' }).fill(`Offline ${id}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(`offline.${id}@example.org`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Sent while offline.');
    await page.getByRole('button', { name: 'Submit' }).click();

    // The query client retries three times (1 s, 2 s, 4 s) before reporting the failure.
    const status = page.getByRole('status');
    await expect(status).toContainText('the server could not be reached', { timeout: 20_000 });
    expect(keys).toHaveLength(4);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Offline ${id}`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Sent while offline.');

    await page.unroute('**/api/messages');
    const retried = page.waitForRequest('**/api/messages');
    await status.getByRole('button', { name: 'Try again' }).click();
    keys.push((await retried).headers()['idempotency-key'] ?? '');
    await expect(status).toContainText('Thank you, your message has been sent.');
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    await waitForMail((m) => m.subject === `Contact message from Offline ${id}`);
    // The outbox sends in order: once a message posted afterwards is mailed, a second copy would be in too.
    const later = await page.request.post('/api/messages', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        type: 'contact',
        name: `After ${id}`,
        email: `after.${id}@example.org`,
        message: 'Later.',
        hp: '',
      },
    });
    expect(later.status()).toBe(202);
    await waitForMail((m) => m.subject === `Contact message from After ${id}`);
    const copies = (await receivedMails()).filter((m) => m.subject === `Contact message from Offline ${id}`);
    expect(copies).toHaveLength(1);
  });

  test('says why the server refused, and keeps the values', async ({ page }) => {
    await page.goto('/#/contact');
    await page.route('**/api/messages', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '42', 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: 'Too many messages', fields: {} }),
      }),
    );
    await page.getByRole('textbox', { name: 'Name' }).fill('Busy');
    await page.getByRole('textbox', { name: 'Email' }).fill('busy@example.org');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText('try again in 42 seconds');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Busy');
  });
});

test.describe('contact page (French)', () => {
  test.use({ locale: 'fr-FR' });

  test('sends the message in French and the owner learns the language', async ({ page }) => {
    const id = unique();
    await page.goto('/#/contact');
    await expect(page.getByText('Votre interlocuteur')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nom' }).fill(`Claire ${id}`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`claire.${id}@example.fr`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour, un projet de rénovation à Lyon.');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('status')).toContainText('Merci, votre message a bien été envoyé.');
    const mail = await waitForMail((m) => m.subject === `Contact message from Claire ${id}`);
    expect(mail.text).toContain('Language: French');
    expect(mail.text).toContain('Bonjour, un projet de rénovation à Lyon.');
  });
});
