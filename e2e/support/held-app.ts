import type { Page } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

/**
 * Holds the app's entry script until the returned function is called: what shows until then is the first
 * screen the boot script painted. A test acts on it first (types, clicks), then lets the app take over while
 * it goes on, so that the take-over falls in the middle of what it does on any machine, however fast.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens the site's `path` with the app held (`holdApp`), collecting the console errors from the start. */
export async function openHeld(
  page: Page,
  path: string,
  waitUntil: 'commit' | 'domcontentloaded' = 'commit',
): Promise<{ errors: string[]; release: () => void }> {
  const errors = collectConsoleErrors(page);
  const release = await holdApp(page);
  await page.goto(`/#${path}`, { waitUntil });
  return { errors, release };
}
