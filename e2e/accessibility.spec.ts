import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageRoutes } from './page-routes';

/** WCAG 2.1 A and AA, the level the site commits to. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const language of [
  { locale: 'en-GB', lang: 'en' },
  { locale: 'fr-FR', lang: 'fr' },
]) {
  test.describe(`accessibility (${language.lang})`, () => {
    test.use({ locale: language.locale });

    for (const route of pageRoutes) {
      test(`${route} has no WCAG 2.1 AA violation`, async ({ page }) => {
        await page.goto(`/#${route}`);
        // The footer is not in the prerendered first screen: once it shows, the app has rendered the page.
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('heading').first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        const summary = results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
