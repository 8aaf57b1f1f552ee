import type { Page } from '@playwright/test';

/**
 * Gives the page Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps
 * discoverable credentials and verifies the user at once, so passkeys can be created and used without a
 * prompt. It lives as long as the page.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('WebAuthn.enable');
  await devTools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
