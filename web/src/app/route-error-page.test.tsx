import { render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { shellCatalogue } from '@/app/message-catalogue';
import type { MessageId } from '@/i18n/catalogue';
import { ChunkLoadError } from '@/lib/lazy-chunk';
import { RouteErrorPage } from './route-error-page';

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      Component: () => {
        throw error;
      },
    },
  ]);
  render(
    <IntlProvider locale="fr-FR" messages={shellCatalogue.fr}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

describe('router error element', () => {
  it("is titled 'Unexpected Application Error!' and shows what went wrong", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new Error('boom in a page'));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('boom in a page')).toBeInTheDocument();
    expect(document.title).toBe('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeInTheDocument();
  });

  it('offers a localized reload when a chunk failed to load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('heading', { name: 'Cette page n’a pas pu être chargée' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});

describe('missing translation', () => {
  it('falls back to the message id', () => {
    render(
      <IntlProvider locale="en-GB" messages={{} as Record<MessageId, string>} onError={() => undefined}>
        <RouterProvider
          router={createMemoryRouter([
            { path: '/', Component: () => <p>{useIntlMessage('shell.menu.open')}</p> },
          ])}
        />
      </IntlProvider>,
    );
    expect(screen.getByText('shell.menu.open')).toBeInTheDocument();
  });
});

function useIntlMessage(id: 'shell.menu.open') {
  return useIntl().formatMessage({ id });
}
