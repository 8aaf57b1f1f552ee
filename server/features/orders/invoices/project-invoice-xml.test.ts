import { describe, expect, it } from 'vitest';
import { depositAmounts, lineNetCents, type QuoteLine, quoteTotals } from '../../../../shared/quote-schemas';
import { einvoicingErrors } from '../../../testing/einvoicing-validation';
import { testBuyers, testInvoice, testOrder } from '../testing/invoice-cases';
import { ciiXml } from './factur-x-xml';
import { type ProjectInvoice, projectInvoiceParts } from './project-invoice-parts';

/** Work in a home over two years old at 10 %, the equipment at 20 %, a 5 % discount, a 30 % deposit. */
const quoteLines: QuoteLine[] = [
  {
    description: 'Étude et plans',
    quantity: 1,
    unit: 'flat_rate',
    unitPriceCents: 45_000,
    vatRatePercent: 10,
  },
  { description: 'Programmation', quantity: 12.5, unit: 'hour', unitPriceCents: 7_500, vatRatePercent: 10 },
  {
    description: 'Processeur CORE 3',
    quantity: 1,
    unit: 'unit',
    unitPriceCents: 129_900,
    vatRatePercent: 20,
  },
];
const totals = quoteTotals(quoteLines, 5);
const deposit = depositAmounts(totals, 30);
/** The parties, notes and payment means of a French business's invoice, as orders have them. */
const base = testInvoice(testOrder(testBuyers.frenchBusiness), { number: 'F2026-0042' });

const depositInvoice: ProjectInvoice = {
  kind: 'deposit',
  lines: deposit.vat.map((rate) => ({
    description: `Acompte de 30 % sur le devis D2026-0001, part à ${rate.ratePercent} %`,
    quantity: 1,
    unit: 'unit',
    unitPriceCents: rate.baseCents,
    vatRatePercent: rate.ratePercent,
    netCents: rate.baseCents,
  })),
  discountPercent: 0,
  rates: deposit.vat.map((rate) => ({ ...rate, linesNetCents: rate.baseCents, discountCents: 0 })),
  words: { discount: 'Remise' },
  franchise: null,
};

const finalInvoice: ProjectInvoice = {
  kind: 'final',
  lines: quoteLines.map((line) => ({ ...line, netCents: lineNetCents(line) })),
  discountPercent: 5,
  rates: totals.vat,
  deposit: {
    number: 'F2026-0042',
    issueDate: '2026-11-23',
    grossCents: deposit.grossCents,
    vatByRate: deposit.vat,
  },
  words: { discount: 'Remise', depositVat: 'TVA facturée sur l’acompte F2026-0042.' },
  franchise: null,
};

/** The text of every `ram:<name>` element of a document written by our builder (one per line). */
const texts = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<ram:${name}(?: [^>]*)?>([^<]*)</ram:${name}>`, 'g'))].map(
    (match) => match[1],
  );

describe('a project’s deposit and final invoices as Factur-X EN 16931', () => {
  it('the deposit invoice (386) passes the XSD, Factur-X, EN 16931 and BR-FR with zero errors', async () => {
    const xml = ciiXml({ ...base, number: 'F2026-0042' }, projectInvoiceParts(depositInvoice));
    expect(texts(xml, 'TypeCode')[0]).toBe('386');
    expect(await einvoicingErrors(xml)).toEqual({ xsd: [], facturX: [], en16931: [], brFr: [] });
  });

  it('the final invoice (380, S4) states the whole work and deducts the deposit, with zero errors', async () => {
    const xml = ciiXml({ ...base, number: 'F2026-0057' }, projectInvoiceParts(finalInvoice));
    expect(await einvoicingErrors(xml)).toEqual({ xsd: [], facturX: [], en16931: [], brFr: [] });
    expect(texts(xml, 'GrandTotalAmount')).toEqual([(totals.grossCents / 100).toFixed(2)]);
    expect(texts(xml, 'TotalPrepaidAmount')).toEqual([(deposit.grossCents / 100).toFixed(2)]);
    expect(texts(xml, 'DuePayableAmount')).toEqual([
      ((totals.grossCents - deposit.grossCents) / 100).toFixed(2),
    ]);
  });

  it('the validators refuse a final invoice whose amount due forgets the deposit (BR-CO-16)', async () => {
    const xml = ciiXml({ ...base, number: 'F2026-0057' }, projectInvoiceParts(finalInvoice)).replace(
      /<ram:DuePayableAmount>[^<]*</,
      `<ram:DuePayableAmount>${(totals.grossCents / 100).toFixed(2)}<`,
    );
    expect((await einvoicingErrors(xml)).en16931.join(' ')).toContain('BR-CO-16');
  });
});
