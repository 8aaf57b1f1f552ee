import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type FakeAnswer, renderApp, stubServer } from '@/features/session/testing/render-app';

/**
 * What the customer's pages behind a mailed link (an order, a quote) do alike, checked the same way in each
 * page's tests.
 */

/** The page's level-one heading, once shown and focused: where a visitor lands. */
export async function focusedHeading(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** A link the server does not know: a clear page, its heading focused, and a way to reach the business. */
export async function expectNotFoundPage(heading: string) {
  await focusedHeading(heading);
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
}

/**
 * The server out of reach, the page at `path` says `failure`; once the server answers `answer`, Try again loads
 * the page (the caller checks what it shows).
 */
export async function retryAfterNetworkFailure(path: string, failure: string, answer: FakeAnswer) {
  stubServer(() => new TypeError('Failed to fetch'));
  renderApp(path);
  expect(await screen.findByText(failure, {}, { timeout: 5000 })).toBeVisible();
  stubServer(() => answer);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
}
