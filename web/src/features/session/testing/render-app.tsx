import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { PublicSettings } from '@shared/public-settings';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import type { InboxPage } from '@shared/inbox-schemas';
import type { Language } from '@shared/language';
import type { TodaySummary } from '@shared/today-schemas';
import { useLanguageStore } from '@/i18n/language-store';
import { settingsIn } from '@/testing/test-settings';

/**
 * The whole app (top bar included) at one route, in one language, with the server's public settings for a page
 * in that language and any of them given.
 */
export function renderApp(path: string, language: Language = 'en', settings: Partial<PublicSettings> = {}) {
  useLanguageStore.setState({ language });
  // jsdom does not scroll; the layout scrolls to the top on every route change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App settings={{ ...settingsIn(language), ...settings }} router={router} />);
  return router;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * Stubs `fetch` at the network level: each request is answered by `answer` (a realistic server answer, or a
 * thrown error for a request that never got one). Returns the requests made, in order.
 */
export function stubServer(answer: (request: FakeRequest) => FakeAnswer | Error) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const result = answer(request);
      if (result instanceof Error) throw result;
      const { status = 200, body, headers = {} } = result;
      const isText = typeof body === 'string';
      return new Response(
        status === 204 || body === undefined ? null : isText ? body : JSON.stringify(body),
        {
          status,
          headers: { 'Content-Type': isText ? 'text/csv; charset=utf-8' : 'application/json', ...headers },
        },
      );
    }),
  );
  return requests;
}

export const apiError = (status: number, error: string, message: string, extra: object = {}) => ({
  status,
  body: { error, message, fields: {}, ...extra },
});

const emptyInbox: InboxPage = { items: [], total: 0, page: 1, pageSize: 25, newCount: 0 };
const nothingToDo: TodaySummary = { unreadMessages: 0, money: null, setupItemsLeft: null };

/** What the back office asks for as soon as someone is signed in, answered as on a new site: no message, nothing to do. */
export function newBackOffice({ url }: FakeRequest): FakeAnswer | undefined {
  if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
  if (url.pathname === '/api/inbox') return { body: emptyInbox };
  if (url.pathname === '/api/today') return { body: nothingToDo };
  return undefined;
}
