import type { QuoteUnit } from '../../../../shared/quote-schemas';
import { amount, type CiiParts, element, type XmlNode } from './factur-x-xml';

/** UNECE Recommendation 20: one (C62), hour (HUR), lump sum (LS). */
const UNIT_CODES: Record<QuoteUnit, string> = { unit: 'C62', hour: 'HUR', flat_rate: 'LS' };

/** UNTDID 5189: 95, discount. */
const DISCOUNT = '95';

interface ProjectInvoiceLine {
  description: string;
  quantity: number;
  unit: QuoteUnit;
  unitPriceCents: number;
  vatRatePercent: number;
  netCents: number;
}

/** One VAT rate of a project invoice: the lines' net at that rate, the discount taken from it, its VAT. */
interface ProjectInvoiceRate {
  ratePercent: number;
  linesNetCents: number;
  discountCents: number;
  baseCents: number;
  vatCents: number;
}

export interface ProjectInvoice {
  kind: 'deposit' | 'final';
  /** A credit note (381) cancelling the deposit or final invoice: the same lines and amounts. */
  creditNote?: boolean;
  lines: ProjectInvoiceLine[];
  discountPercent: number;
  rates: ProjectInvoiceRate[];
  /** A final invoice: the deposit invoice it deducts, and what that invoice charged including VAT. */
  deposit?: {
    number: string;
    issueDate: string;
    grossCents: number;
    vatByRate: { ratePercent: number; vatCents: number }[];
  };
  /** The words of the discount and of the note on the VAT already invoiced, in the document's language. */
  words: { discount: string; depositVat?: string };
  /** Under the franchise regime every rate is 0 %, category E. */
  franchise: { reason: string } | null;
}

/**
 * The parts of a project's deposit invoice (386, S1) or final invoice (380, S4 "after a deposit"): several
 * lines and rates, the discount as one document-level allowance per rate, and for a final invoice the deposit
 * invoice referred to (BT-25, BT-26) and deducted as the paid amount (BT-113), so that the amount due (BT-115)
 * is the rest (docs/decisions/017).
 */
export function projectInvoiceParts(invoice: ProjectInvoice): CiiParts {
  const category = (rate: number) => (invoice.franchise ? 'E' : rate === 0 ? 'E' : 'S');
  const taxCategory = (rate: number) =>
    element({
      'ram:TypeCode': 'VAT',
      'ram:CategoryCode': category(rate),
      'ram:RateApplicablePercent': String(rate),
    });
  const lineItems: XmlNode[] = invoice.lines.map((line, index) => ({
    'ram:AssociatedDocumentLineDocument': { 'ram:LineID': String(index + 1) },
    'ram:SpecifiedTradeProduct': { 'ram:Name': line.description }, // BT-153
    'ram:SpecifiedLineTradeAgreement': {
      'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.unitPriceCents) }, // BT-146
    },
    'ram:SpecifiedLineTradeDelivery': {
      'ram:BilledQuantity': { '@unitCode': UNIT_CODES[line.unit], '#': String(line.quantity) }, // BT-129
    },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': taxCategory(line.vatRatePercent),
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': amount(line.netCents) },
    },
  }));
  const allowances: XmlNode[] = invoice.rates
    .filter((rate) => rate.discountCents > 0)
    .map((rate) =>
      element({
        'ram:ChargeIndicator': { 'udt:Indicator': 'false' },
        'ram:CalculationPercent': String(invoice.discountPercent),
        'ram:BasisAmount': amount(rate.linesNetCents),
        'ram:ActualAmount': amount(rate.discountCents),
        'ram:ReasonCode': DISCOUNT,
        'ram:Reason': invoice.words.discount,
        'ram:CategoryTradeTax': taxCategory(rate.ratePercent),
      }),
    );
  const taxes: XmlNode[] = invoice.rates.map((rate) =>
    element({
      'ram:CalculatedAmount': amount(rate.vatCents),
      'ram:TypeCode': 'VAT',
      'ram:ExemptionReason': invoice.franchise?.reason,
      'ram:BasisAmount': amount(rate.baseCents),
      'ram:CategoryCode': category(rate.ratePercent),
      'ram:ExemptionReasonCode': invoice.franchise ? 'VATEX-FR-FRANCHISE' : undefined,
      'ram:RateApplicablePercent': String(rate.ratePercent),
    }),
  );
  const sum = (pick: (rate: ProjectInvoiceRate) => number) =>
    invoice.rates.reduce((total, rate) => total + pick(rate), 0);
  const linesNet = invoice.lines.reduce((total, line) => total + line.netCents, 0);
  const discount = sum((rate) => rate.discountCents);
  const base = sum((rate) => rate.baseCents);
  const vat = sum((rate) => rate.vatCents);
  const gross = base + vat;
  const prepaid = invoice.deposit?.grossCents ?? 0;
  return {
    typeCode: invoice.creditNote ? '381' : invoice.kind === 'deposit' ? '386' : '380',
    operation: invoice.kind === 'deposit' ? 'S1' : 'S4',
    lineItems,
    allowances,
    taxes,
    summation: element({
      'ram:LineTotalAmount': amount(linesNet), // BT-106
      'ram:AllowanceTotalAmount': discount > 0 ? amount(discount) : undefined, // BT-107
      'ram:TaxBasisTotalAmount': amount(base), // BT-109
      'ram:TaxTotalAmount': { '@currencyID': 'EUR', '#': amount(vat) }, // BT-110
      'ram:GrandTotalAmount': amount(gross), // BT-112
      'ram:TotalPrepaidAmount': invoice.deposit ? amount(prepaid) : undefined, // BT-113
      'ram:DuePayableAmount': amount(gross - prepaid), // BT-115
    }),
    dueCents: gross - prepaid,
    referenced: invoice.deposit && { number: invoice.deposit.number, issueDate: invoice.deposit.issueDate },
    notes: invoice.words.depositVat ? [{ content: invoice.words.depositVat, code: 'AAI' }] : [],
  };
}
