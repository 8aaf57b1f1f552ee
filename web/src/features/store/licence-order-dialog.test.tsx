import type { Language } from '@shared/language';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/features/session/testing/render-app';

vi.setConfig({ testTimeout: 20_000 });

// jsdom has the element but not its modal behaviour (the browser tests check that).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

async function openDialog(locale: Language, paymentLink: boolean, buy: RegExp, article: string) {
  renderApp('/store', locale, { paymentLink });
  const card = await screen.findByRole('article', { name: article }, { timeout: 5000 });
  await userEvent.click(within(card).getByRole('button', { name: buy }));
  return screen.findByRole('dialog');
}

describe('the licence order dialog’s promise', () => {
  it('promises a payment link only on a site whose invoices carry one', async () => {
    const withoutLink = await openDialog('en', false, /^Buy/, 'Risco alarm driver');
    expect(withoutLink).toHaveTextContent(
      'Within 24 hours you will receive an invoice with the details for paying it by bank transfer.',
    );
    expect(withoutLink).not.toHaveTextContent('payment link');
    expect(withoutLink).toHaveTextContent('Licence for the Risco alarm driver: €250.00 excl. VAT');
  });

  it('says so when there is one, in French, naming the driver once', async () => {
    const dialog = await openDialog('fr', true, /^Acheter/, 'Driver alarme Risco');
    expect(dialog).toHaveTextContent('Vous recevrez sous 24 heures une facture avec un lien de paiement.');
    expect(dialog).toHaveTextContent(/Licence du driver alarme Risco\s:\s250,00\s€\sHT/);
    expect(dialog).not.toHaveTextContent(/Driver\s:\sDriver/);
  });
});
