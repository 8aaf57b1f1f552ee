import { describe, expect, it } from 'vitest';
import type { StoredBuyer } from '../../../../shared/buyer-details';
import type { orders } from '../../../db/schema';
import { testInvoice, testOrder } from '../testing/invoice-cases';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { renderFacturX } from './factur-x';
import type { InvoiceContent } from './invoice-content';
import { type LegalDetails, sampleLegalDetails } from '../../../config/legal-details';

const legal: LegalDetails = {
  ...sampleLegalDetails,
  legalName: 'Domotique Lumière SARL',
  siren: '123456789',
  siret: '12345678900012',
  vatNumber: 'FR12123456789',
};
const franchise: LegalDetails = { ...legal, vatRegime: 'franchise', vatNumber: null };

const customer: StoredBuyer = {
  company: 'Société Générale d’Électricité',
  firstName: 'Zoé',
  lastName: 'Lefèvre-Çelik',
  address: '3 allée des Châtaigniers\n69003 Lyon\nFrance',
  email: 'zoe@example.test',
  // A SIREN given without a buyer type: a business, as orders placed before the buyer type are read.
  siren: '552100554',
};

function order(overrides: Partial<typeof orders.$inferSelect> = {}): typeof orders.$inferSelect {
  return testOrder(customer, { driver: 'netatmo-weather-station', ...overrides });
}

function invoice(
  overrides: { order?: typeof orders.$inferSelect; legal?: LegalDetails; paymentLink?: string | null } = {},
): InvoiceContent {
  return testInvoice(overrides.order ?? order(), {
    legal: overrides.legal ?? legal,
    paymentLink: overrides.paymentLink ?? null,
  });
}

const textOf = async (content: InvoiceContent) => (await pdfTextContent(await renderFacturX(content))).text;

describe('the invoice PDF', () => {
  it('says in French what French law asks of an invoice', async () => {
    const text = await textOf(invoice({ paymentLink: 'https://pay.example.com/?ref=F2026-0001' }));
    for (const expected of [
      'FACTURE',
      'N° F2026-0001',
      'Date d’émission : 23 novembre 2026',
      'Date d’échéance : 23 décembre 2026',
      'Domotique Lumière SARL',
      'SARL au capital de 1 000,00 €',
      '12 rue de l’Exemple',
      'SIREN 123456789 · SIRET 12345678900012 · RCS Lyon',
      'N° de TVA intracommunautaire : FR12123456789',
      'Société Générale d’Électricité',
      'Zoé Lefèvre-Çelik',
      'SIREN 552100554',
      '3 allée des Châtaigniers',
      'Licence Driver station météo Netatmo pour le processeur 000FFF123456',
      'Prix unitaire HT',
      '250,00 €',
      '20 %',
      'TVA (20 %) 50,00 €',
      'Total TTC 300,00 €',
      'Merci de régler 300,00 € au plus tard le 23 décembre 2026.',
      'IBAN : FR76 3000 6000 0112 3456 7890 189',
      'BIC : AGRIFRPPXXX',
      'Référence : F2026-0001',
      'Ou payez en ligne : https://pay.example.com/?ref=F2026-0001',
      'trois fois le taux d’intérêt légal',
      'indemnité forfaitaire pour frais de recouvrement de 40,00 €',
      'Pas d’escompte pour paiement anticipé.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('293 B');
  });

  it('is written in English for an English order', async () => {
    const text = await textOf(invoice({ order: order({ language: 'en' }) }));
    for (const expected of [
      'INVOICE',
      'No. F2026-0001',
      'Issue date: 23 November 2026',
      'Due date: 23 December 2026',
      'SARL with a share capital of €1,000.00',
      'Licence Netatmo weather station driver for processor 000FFF123456',
      'Unit price excl. VAT',
      'VAT (20%) €50.00',
      'Total incl. VAT €300.00',
      'Please pay €300.00 by 23 December 2026.',
      'Reference: F2026-0001',
      'three times the French legal interest rate',
      'fixed indemnity of €40.00 for recovery costs',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('pay online');
  });

  it('charges no VAT under the franchise regime and says why, in both languages', async () => {
    const french = await textOf(invoice({ legal: franchise }));
    expect(french).toContain('TVA non applicable, art. 293 B du CGI.');
    expect(french).toContain('TVA (0 %) 0,00 €');
    expect(french).toContain('SIRET 12345678900012');
    expect(french).toContain('Total TTC 250,00 €');
    expect(french).not.toContain('intracommunautaire');
    const english = await textOf(invoice({ legal: franchise, order: order({ language: 'en' }) }));
    expect(english).toContain('TVA non applicable, art. 293 B du CGI');
    expect(english).toContain('Total incl. VAT €250.00');
  });

  it('prints a credit note with its own number, the invoice it cancels and negative amounts', async () => {
    const text = await textOf({
      ...invoice(),
      dueDate: null,
      kind: 'credit_note',
      number: 'A2026-0001',
      totals: {
        totalExclVatCents: -25_000,
        vatRatePercent: 20,
        vatCents: -5_000,
        totalInclVatCents: -30_000,
      },
      payment: null,
      credits: { number: 'F2026-0001', issueDate: '2026-11-02' },
    });
    expect(text).toContain('AVOIR');
    expect(text).toContain('N° A2026-0001');
    expect(text).toContain('Annule la facture F2026-0001 du 2 novembre 2026');
    expect(text).toContain('Total TTC -300,00 €');
    expect(text).toContain('TVA (20 %) -50,00 €');
    expect(text).not.toContain('Date d’échéance');
    expect(text).not.toContain('IBAN');
  });

  it('keeps long values inside the page, wrapping them, and prints hostile text as text', async () => {
    const hostile = order({
      customer: {
        company: `${'Établissements Très Longs '.repeat(7)}${'W'.repeat(30)}`.slice(0, 200),
        firstName: '<script>alert(1)</script>',
        lastName: ')Tj /F1 99 Tf (%PDF-1.4 \u202Egnp.exe\u202C',
        address: `${'Résidence des Hêtres, bâtiment Œ, '.repeat(4)}\n${'9'.repeat(120)}\r\n69000 Lyon ŁÓDŹ`,
        email: 'long@example.test',
      },
    });
    const pdf = await renderFacturX(invoice({ order: hostile }));
    const { pages, items, text } = await pdfTextContent(pdf);
    for (const item of items) {
      const page = pages[item.page - 1]!;
      expect(item.x, item.text).toBeGreaterThanOrEqual(49);
      expect(item.x + item.width, item.text).toBeLessThanOrEqual(page.width - 49);
      expect(item.y, item.text).toBeGreaterThan(0);
      expect(item.y, item.text).toBeLessThan(page.height);
    }
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain(')Tj /F1 99 Tf (%PDF-1.4 gnp.exe');
    expect(text).toContain('Résidence des Hêtres, bâtiment Œ');
    expect(text).toContain('69000 Lyon ŁÓDŹ');
    expect(text.replace(/ /g, '')).toContain('9'.repeat(120));
    expect(text).toContain('Total TTC 300,00 €');
  });

  it('gives the same bytes for the same content', async () => {
    const content = invoice();
    expect(Buffer.from(await renderFacturX(content)).equals(Buffer.from(await renderFacturX(content)))).toBe(
      true,
    );
  });
});
