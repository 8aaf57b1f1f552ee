import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { waitForMail } from './support/mails';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('app information request (English)', () => {
  test('sends the preset request from the app page, resets and confirms', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const email = `integrator.${unique()}@example.org`;
    await page.goto('/#/domiko');
    // The form comes as a visitor reaches it: here by the introduction's button.
    await page.getByRole('button', { name: 'Ask for information' }).click();
    const block = page.getByRole('region', { name: /Integrators: bring .+ to your clients/ });
    await block.scrollIntoViewIfNeeded();
    const field = block.getByRole('textbox', { name: 'Your professional e-mail' });
    await expect(block.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');

    await block.getByRole('button', { name: 'Send' }).click();
    await expect(field).toHaveJSProperty('validity.valueMissing', true);

    await field.fill(email);
    await block.getByRole('button', { name: 'Send' }).click();
    await expect(block.getByRole('status')).toContainText('Thank you! Your request has been sent');
    await expect(field).toHaveValue('');

    const mail = await waitForMail((m) => m.subject === `App information request from ${email}`);
    expect(mail.replyTo).toBe(email);
    expect(mail.text).toMatch(/I am an integrator and I would like information about the .+ app/);
    expect(mail.text).toContain('Language: English');
    expect(errors).toEqual([]);
  });
});

test.describe('app information request (French)', () => {
  test.use({ locale: 'fr-FR' });

  test('sends the preset request in French', async ({ page }) => {
    const email = `integrateur.${unique()}@example.fr`;
    await page.goto('/#/domiko');
    await page.getByRole('button', { name: 'Demander des informations' }).click();
    const block = page.getByRole('region', { name: /Intégrateurs : proposez .+ à vos clients/ });
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('textbox', { name: 'Votre e-mail professionnel' }).fill(email);
    await block.getByRole('button', { name: 'Envoyer' }).click();
    await expect(block.getByRole('status')).toContainText('Merci ! Votre demande est envoyée');
    const mail = await waitForMail((m) => m.subject === `App information request from ${email}`);
    expect(mail.text).toMatch(/je souhaite recevoir des informations sur l’application/);
    expect(mail.text).toContain('Language: French');
  });
});
