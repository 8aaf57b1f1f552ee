import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { InboxMessage } from '@shared/inbox-schemas';
import { signIn } from '@/features/back-office/common/testing/sign-in';
import { renderApp, stubServer } from '@/features/session/testing/render-app';

vi.setConfig({ testTimeout: 20_000 });

const spamId = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';
const message = (spam: boolean): InboxMessage => ({
  id: spamId,
  kind: 'contact',
  status: 'read',
  spam,
  receivedAt: '2026-11-22T08:15:00.000Z',
  orderId: null,
  from: 'Jeanne Autofill',
  email: 'jeanne@example.test',
  company: null,
  firstLine: 'Bonjour, pouvez-vous me rappeler ?',
  driver: null,
  driverTitle: null,
  priceExclVatCents: null,
  mac: null,
  locale: 'fr',
  fields: {
    name: 'Jeanne Autofill',
    email: 'jeanne@example.test',
    message: 'Bonjour, pouvez-vous me rappeler ?',
  },
  history: [],
});

afterEach(() => vi.unstubAllGlobals());

it('moves a spam message to the inbox with “Pas un spam”, then refreshes it and the new count', async () => {
  signIn({ role: 'staff', language: 'fr' });
  let spam = true;
  const requests = stubServer(({ method, url }) => {
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: spam ? 0 : 1 } };
    if (url.pathname === `/api/inbox/${spamId}`) return { body: message(spam) };
    if (method === 'POST' && url.pathname === `/api/inbox/${spamId}/not-spam`) {
      spam = false;
      return { status: 204 };
    }
    return { status: 404 };
  });
  renderApp(`/user/messages/${spamId}`, 'fr');

  expect(await screen.findByText(/Dans les indésirables/, {}, { timeout: 5000 })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pas un spam' }));

  await waitFor(() => expect(screen.queryByRole('button', { name: 'Pas un spam' })).not.toBeInTheDocument());
  expect(await screen.findByRole('link', { name: '1 nouvel élément' })).toBeInTheDocument();
  expect(
    requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname),
  ).toEqual([`/api/inbox/${spamId}/not-spam`]);
});
