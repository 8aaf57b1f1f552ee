import { pageRoutes } from './page-routes';
import { expectNoWcagViolation } from './support/accessibility';
import { expect, test } from './support/fixtures';

for (const route of pageRoutes) {
  test(`${route} has no WCAG 2.1 AA violation`, async ({ page }) => {
    await page.goto(`/#${route}`);
    // The footer is not in the prerendered first screen: once it shows, the app has rendered the page.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoWcagViolation(page);
  });
}
