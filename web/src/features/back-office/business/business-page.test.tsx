import type { SellerDetails, SellerSettings } from '@shared/seller-details';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/features/back-office/common/testing/sign-in';
import { apiError, renderApp, stubServer } from '@/features/session/testing/render-app';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const details: SellerDetails = {
  legalName: 'Domotique Bernard SAS',
  legalForm: 'SAS',
  shareCapital: 12000,
  siren: '732829320',
  siret: '73282932000074',
  rcsCity: 'Annecy',
  vatNumber: 'FR44732829320',
  vatRegime: 'standard',
  vatRatePercent: 20,
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  latePaymentPenaltyRate: { en: 'three times the legal rate', fr: 'trois fois le taux légal' },
};
const sample: SellerSettings = {
  source: 'sample',
  details: { ...details, legalName: 'Domotique Exemple SARL (SAMPLE)', siren: '000000000' },
  stored: null,
  paymentTermDays: 30,
  changes: [],
};

function openBusiness(settings: SellerSettings, put?: (body: unknown) => { status?: number; body: unknown }) {
  signIn({ role: 'owner' });
  const requests = stubServer(({ method, url, body }) => {
    if (url.pathname === '/api/settings/seller' && method === 'GET') return { body: settings };
    if (url.pathname === '/api/settings/seller' && method === 'PUT' && put) return put(body);
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
    if (url.pathname === '/api/setup') return { body: { items: [], complete: true } };
    return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
  });
  renderApp('/user/business');
  return requests;
}

describe('the Business details view', () => {
  it('starts empty on the samples, names each refused field, keeps what was typed, then saves', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const requests = openBusiness(sample, () => {
      attempt += 1;
      return attempt === 1
        ? apiError(400, 'invalid_request', 'Some fields are missing or invalid.', {
            fields: { iban: 'must be a valid IBAN', siret: 'must start with the SIREN' },
          })
        : {
            body: {
              ...sample,
              source: 'database',
              details,
              changes: [{ at: '2026-11-29T12:00:00.000Z', by: 'Camille', fields: ['legalName', 'iban'] }],
            },
          };
    });
    expect(await screen.findByText('Not set yet', {}, { timeout: 5000 })).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Registered name' });
    expect(name).toHaveValue('');
    await user.type(name, 'Domotique Bernard SAS');
    await user.type(screen.getByRole('textbox', { name: 'Legal form' }), 'SAS');
    await user.type(screen.getByRole('textbox', { name: 'SIREN' }), '732 829 320');
    await user.type(screen.getByRole('textbox', { name: 'SIRET' }), '732 829 321 00074');
    await user.type(screen.getByRole('textbox', { name: 'Trade register (RCS) city' }), 'Annecy');
    await user.type(screen.getByRole('textbox', { name: 'Intra-community VAT number' }), 'FR44732829320');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'FR76 3000 6000 0112 3456 7890 188');
    await user.type(screen.getByRole('textbox', { name: 'BIC' }), 'AGRIFRPP');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));

    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 188');
    expect(iban).toHaveAccessibleDescription(/its check digits do not match/);
    expect(screen.getByRole('textbox', { name: 'SIRET' })).toHaveAccessibleDescription(
      /The SIRET must start with the SIREN\./,
    );
    expect(screen.getByText('Some details need correcting: SIRET, IBAN.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SIRET' })).toHaveFocus());
    const sent = requests.find((request) => request.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ shareCapital: null, vatRatePercent: 20, vatRegime: 'standard' });

    await user.clear(iban);
    await user.type(iban, 'FR7630006000011234567890189');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByText('Saved: the next documents carry these details.')).toBeVisible();
    expect(screen.getByText('Set on this page: every new document carries them.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('FR7630006000011234567890189');
    expect(screen.getByText(/by Camille: Registered name, IBAN/)).toBeVisible();
  });

  it('shows the file’s details read-only when the site config file wins, and offers no save', async () => {
    openBusiness({ ...sample, source: 'file', details, stored: details });
    expect(
      await screen.findByText('These details come from the site config file', {}, { timeout: 5000 }),
    ).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Registered name' });
    expect(name).toHaveValue('Domotique Bernard SAS');
    expect(name).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save the details' })).not.toBeInTheDocument();
    expect(screen.getByText(/apply once the key is removed/)).toBeVisible();
  });

  it('tells a colleague that only an owner sees them', async () => {
    signIn({ role: 'staff', language: 'fr' });
    stubServer(({ url }) => {
      if (url.pathname === '/api/settings/seller')
        return apiError(403, 'forbidden', 'Only the owner can do this.');
      if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
      return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
    });
    renderApp('/user/business', 'fr');
    expect(
      await screen.findByText(
        'Seul un propriétaire peut consulter et modifier les coordonnées de l’entreprise.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Entreprise' })).not.toBeInTheDocument();
  });
});
