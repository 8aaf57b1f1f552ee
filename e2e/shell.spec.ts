import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';

test('the home page renders with the top bar', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
