import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the site commits to. */
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe finds no WCAG 2.1 AA violation in the page as it shows now; a failure lists each rule and its targets. */
export async function expectNoWcagViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}
