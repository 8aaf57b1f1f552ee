import { create } from 'xmlbuilder2';
import { translator } from '../../../lib/i18n/catalogue';
import type { InvoiceContent } from './invoice-content';
import { invoiceDocumentMessages } from './invoice-document-messages';
import { formatDocumentDate, formatMoney } from './invoice-totals';

/** The profile of every document we issue (Factur-X EN 16931, "Comfort"). */
const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

const NAMESPACES = {
  '@xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  '@xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  '@xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  '@xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** UNTDID 1001: commercial invoice, credit note. */
const TYPE_CODES = { invoice: '380', credit_note: '381' } as const;

/** UNTDID 4461: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

/** Cents as EN 16931 amounts: euros with two decimals and a dot. A credit note's amounts are positive. */
export const amount = (cents: number) => (Math.abs(cents) / 100).toFixed(2);

/** `YYYY-MM-DD` as format 102 (`YYYYMMDD`). */
const date102 = (day: string) => ({ '@format': '102', '#': day.replaceAll('-', '') });

/** An element's content: `@name` keys are its attributes, `#` its text, any other key a child element. */
export type XmlNode = { [name: string]: XmlValue };
type XmlValue = string | XmlNode | XmlNode[] | undefined;

// XML 1.0's Char production: what no document can hold, written raw or as a reference.
const NOT_AN_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** `value`, when XML can hold it; otherwise an error naming the first character it cannot. */
export function xmlCharacters(value: string): string {
  const forbidden = NOT_AN_XML_CHARACTER.exec(value);
  if (!forbidden) return value;
  const codePoint = forbidden[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  throw new Error(`U+${codePoint} cannot be written in an XML document`);
}

/**
 * A value as xmlbuilder2 must be given it to write it as text. Its serializer escapes `<`, `>` and `"`, but
 * leaves an ampersand that starts something shaped like a reference (`&foo;`, `&#7;`) as it is, taking it for
 * one already escaped: so every ampersand is escaped here, into `&amp;`, which it keeps. A carriage return,
 * and in an attribute a tab or a line feed, are written as references so that a reader gets them back rather
 * than a line feed or a space. A character XML cannot hold is refused: the document would not be XML.
 */
function escapedForXmlbuilder(value: string, context: 'text' | 'attribute'): string {
  const escaped = xmlCharacters(value).replaceAll('&', '&amp;').replaceAll('\r', '&#13;');
  return context === 'text' ? escaped : escaped.replaceAll('\t', '&#9;').replaceAll('\n', '&#10;');
}

/**
 * Writes `node` into `parent` with xmlbuilder2's builder calls, never its object reader: that one decodes the
 * references in every string (`&#7;` becomes the control character, `&lt;b&gt;` becomes `<b>`), so a value
 * would be read as markup instead of written as text.
 */
function appendXml(parent: ReturnType<typeof create>, node: XmlNode): void {
  for (const [name, value] of Object.entries(node)) {
    if (value === undefined) continue;
    if (name.startsWith('@')) {
      if (typeof value !== 'string') throw new Error(`the attribute ${name} is not text`);
      parent.att(name.slice(1), escapedForXmlbuilder(value, 'attribute'));
    } else if (name === '#') {
      if (typeof value !== 'string') throw new Error('the text of an element is not text');
      parent.txt(escapedForXmlbuilder(value, 'text'));
    } else {
      for (const child of Array.isArray(value) ? value : [value]) {
        const element = parent.ele(name);
        if (typeof child === 'string') element.txt(escapedForXmlbuilder(child, 'text'));
        else appendXml(element, child);
      }
    }
  }
}

/** The elements whose value is undefined are left out, so optional parts read as they are in the model. */
export function element(children: Record<string, XmlValue>): XmlNode {
  // The entries of an XmlNode less the undefined ones are an XmlNode.
  return Object.fromEntries(Object.entries(children).filter(([, value]) => value !== undefined)) as XmlNode;
}

/**
 * The document as Cross Industry Invoice XML (UN/CEFACT CII D16B) in the Factur-X EN 16931 profile: what the
 * PDF shows, in EN 16931's terms (business terms BT-n in the comments), with the French reform's rules
 * (BR-FR) where they apply: the seller's SIREN and electronic address, a French business's SIREN as its
 * address, the operation category (services, `S1`), and the legal mentions as notes with their subject codes.
 */
export function facturXml(content: InvoiceContent): string {
  return ciiXml(content, oneLineParts(content));
}

/**
 * What differs between an order's one-line document and a project's invoice (a deposit, a final invoice with
 * several lines and rates): the document's type and billing framework, its lines, VAT breakdown, allowances,
 * totals and the earlier invoice it refers to. The parties, notes and payment means are written the same way.
 */
export interface CiiParts {
  /** BT-3 (UNTDID 1001): 380 invoice, 381 credit note, 386 prepayment (deposit) invoice. */
  typeCode: '380' | '381' | '386';
  /** BT-23: S1 services; S4 a final invoice after a deposit (BR-FR-CO-08). */
  operation: 'S1' | 'S4';
  lineItems: XmlNode[];
  /** BG-20: document-level allowances, one per VAT rate they reduce. */
  allowances: XmlNode[];
  /** BG-23: the VAT breakdown, one per category and rate. */
  taxes: XmlNode[];
  /** BG-22. */
  summation: XmlNode;
  /** What the payment terms say is due, in cents. */
  dueCents: number;
  /** BG-3: the invoice a credit note cancels, or the deposit invoice a final invoice deducts. */
  referenced?: { number: string; issueDate: string };
  /** BT-21/BT-22: notes beyond the legal mentions every document carries. */
  notes?: { content: string; code: string }[];
}

function oneLineParts(content: InvoiceContent): CiiParts {
  const { totals, vat } = content;
  const rate = vat.category === 'O' ? undefined : String(vat.ratePercent);
  return {
    typeCode: TYPE_CODES[content.kind],
    operation: 'S1',
    lineItems: [
      {
        'ram:AssociatedDocumentLineDocument': { 'ram:LineID': '1' },
        'ram:SpecifiedTradeProduct': {
          'ram:SellerAssignedID': content.line.driver, // BT-155
          'ram:Name': content.line.description, // BT-153
        },
        'ram:SpecifiedLineTradeAgreement': {
          'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(content.line.unitPriceExclVatCents) },
        },
        'ram:SpecifiedLineTradeDelivery': {
          'ram:BilledQuantity': { '@unitCode': 'C62', '#': String(content.line.quantity) },
        },
        'ram:SpecifiedLineTradeSettlement': {
          'ram:ApplicableTradeTax': element({
            'ram:TypeCode': 'VAT',
            'ram:CategoryCode': vat.category,
            'ram:RateApplicablePercent': rate,
          }),
          'ram:SpecifiedTradeSettlementLineMonetarySummation': {
            'ram:LineTotalAmount': amount(totals.totalExclVatCents),
          },
        },
      },
    ],
    allowances: [],
    taxes: [
      element({
        'ram:CalculatedAmount': amount(totals.vatCents),
        'ram:TypeCode': 'VAT',
        'ram:ExemptionReason': exemptionReasonOf(content),
        'ram:BasisAmount': amount(totals.totalExclVatCents),
        'ram:CategoryCode': vat.category,
        'ram:ExemptionReasonCode': vat.exemptionCode ?? undefined,
        'ram:RateApplicablePercent': rate,
      }),
    ],
    summation: {
      'ram:LineTotalAmount': amount(totals.totalExclVatCents),
      'ram:TaxBasisTotalAmount': amount(totals.totalExclVatCents),
      'ram:TaxTotalAmount': { '@currencyID': 'EUR', '#': amount(totals.vatCents) },
      'ram:GrandTotalAmount': amount(totals.totalInclVatCents),
      'ram:DuePayableAmount': amount(totals.totalInclVatCents),
    },
    dueCents: totals.totalInclVatCents,
    referenced: content.credits ?? undefined,
  };
}

function exemptionReasonOf(content: InvoiceContent): string | undefined {
  const t = translator(invoiceDocumentMessages, content.locale);
  const { vat, buyer } = content;
  if (!vat.mention) return undefined;
  return vat.mention === 'reverseCharge'
    ? t('vat.reverseCharge', { vatNumber: buyer.vatNumber ?? '' })
    : t(`vat.${vat.mention}`);
}

/** What every document states the same way, whether an order's or a project's. */
export type CiiHeader = Pick<
  InvoiceContent,
  | 'kind'
  | 'number'
  | 'locale'
  | 'issueDate'
  | 'dueDate'
  | 'seller'
  | 'buyer'
  | 'vat'
  | 'payment'
  | 'latePayment'
  | 'credits'
>;

/** The Cross Industry Invoice of `content`'s parties, notes and payment means, with `parts` for the rest. */
export function ciiXml(content: CiiHeader, parts: CiiParts): string {
  const t = translator(invoiceDocumentMessages, content.locale);
  const { seller, buyer, vat } = content;
  const money = (cents: number) => formatMoney(cents, content.locale);
  const isInvoice = content.kind === 'invoice';
  const notSubjectToVat = vat.category === 'O';
  const frenchBusiness = buyer.type === 'business' && buyer.country === 'FR' && buyer.siren !== null;

  const business = buyer.type === 'business';
  const penaltyRate = content.latePayment?.penaltyRate ?? '';
  const notes = [
    // BR-FR-05: late-payment penalties (PMD), the recovery indemnity (PMT), discount terms (AAB).
    {
      content: business
        ? t('note.penalties', { rate: penaltyRate })
        : t('note.interest', { rate: penaltyRate }),
      code: 'PMD',
    },
    {
      content:
        business && content.latePayment?.recoveryIndemnityCents
          ? t('note.indemnity', { indemnity: money(content.latePayment.recoveryIndemnityCents) })
          : t('note.noIndemnity'),
      code: 'PMT',
    },
    { content: t('note.noDiscount'), code: 'AAB' },
    // The French reform's billing treatment (BR-FR-20): a French business, a foreign one, a consumer.
    { content: frenchBusiness ? 'B2B' : business ? 'B2BINT' : 'B2C', code: 'BAR' },
    ...(parts.notes ?? []),
  ];

  const address = (party: { street: string[]; postcode: string; city: string; country: string }) => {
    const [lineOne, lineTwo, ...rest] = party.street;
    return element({
      'ram:PostcodeCode': party.postcode || undefined,
      'ram:LineOne': lineOne,
      'ram:LineTwo': lineTwo,
      'ram:LineThree': rest.length ? rest.join(', ') : undefined,
      'ram:CityName': party.city || undefined,
      'ram:CountryID': party.country,
    });
  };

  const sellerDescription = [
    seller.shareCapital === null
      ? seller.legalForm
      : t('seller.capital', { legalForm: seller.legalForm, capital: money(seller.shareCapital * 100) }),
    `RCS ${seller.rcsCity}`,
  ].join(' · ');

  const sellerTaxRegistration =
    // BR-O-02: an invoice not subject to VAT carries no VAT identifier; without a VAT number (franchise), the
    // SIRET is the seller's tax registration (BT-32), which BR-E-02 then asks for.
    notSubjectToVat
      ? undefined
      : seller.vatNumber
        ? { 'ram:ID': { '@schemeID': 'VA', '#': seller.vatNumber } }
        : { 'ram:ID': { '@schemeID': 'FC', '#': seller.siret } };

  const paymentTerms = isInvoice
    ? element({
        'ram:Description': [
          t('payment.due', {
            amount: money(parts.dueCents),
            date: formatDocumentDate(content.dueDate ?? content.issueDate, content.locale),
          }),
          content.payment?.paymentLink ? t('payment.link', { link: content.payment.paymentLink }) : '',
          content.payment?.cardPaymentLink
            ? t('payment.card', { link: content.payment.cardPaymentLink })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        'ram:DueDateDateTime': content.dueDate
          ? { 'udt:DateTimeString': date102(content.dueDate) }
          : undefined,
      })
    : { 'ram:Description': t('creditNote.cancels', { number: content.credits?.number ?? '' }) };

  const document = {
    'rsm:CrossIndustryInvoice': {
      ...NAMESPACES,
      'rsm:ExchangedDocumentContext': {
        // BT-23, the French reform's billing framework: S1, an invoice for services.
        'ram:BusinessProcessSpecifiedDocumentContextParameter': { 'ram:ID': parts.operation },
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': EN16931_GUIDELINE },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': content.number, // BT-1
        'ram:TypeCode': parts.typeCode, // BT-3
        'ram:IssueDateTime': { 'udt:DateTimeString': date102(content.issueDate) }, // BT-2
        'ram:IncludedNote': notes.map((note) => ({
          'ram:Content': note.content,
          'ram:SubjectCode': note.code,
        })),
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': parts.lineItems,
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:SellerTradeParty': element({
            'ram:GlobalID': { '@schemeID': '0009', '#': seller.siret }, // BT-29, the SIRET
            'ram:Name': seller.legalName, // BT-27
            'ram:Description': sellerDescription, // BT-33
            'ram:SpecifiedLegalOrganization': { 'ram:ID': { '@schemeID': '0002', '#': seller.siren } }, // BT-30
            'ram:DefinedTradeContact': {
              'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': seller.phone },
              'ram:EmailURIUniversalCommunication': { 'ram:URIID': seller.email },
            },
            'ram:PostalTradeAddress': address(seller.address),
            // BT-34: the seller's address in the French directory, its SIREN (scheme 0225).
            'ram:URIUniversalCommunication': { 'ram:URIID': { '@schemeID': '0225', '#': seller.siren } },
            'ram:SpecifiedTaxRegistration': sellerTaxRegistration,
          }),
          'ram:BuyerTradeParty': element({
            'ram:Name': buyer.company || buyer.name, // BT-44
            'ram:SpecifiedLegalOrganization': buyer.siren
              ? { 'ram:ID': { '@schemeID': '0002', '#': buyer.siren } } // BT-47
              : undefined,
            'ram:DefinedTradeContact': element({
              'ram:PersonName': buyer.company ? buyer.name : undefined,
              'ram:EmailURIUniversalCommunication': { 'ram:URIID': buyer.email },
            }),
            'ram:PostalTradeAddress': address(buyer),
            // BT-49: a French business at its SIREN in the French directory (BR-FR-21), anyone else by e-mail.
            'ram:URIUniversalCommunication': {
              'ram:URIID': frenchBusiness
                ? { '@schemeID': '0225', '#': buyer.siren ?? '' }
                : { '@schemeID': 'EM', '#': buyer.email },
            },
            'ram:SpecifiedTaxRegistration':
              buyer.vatNumber && !notSubjectToVat
                ? { 'ram:ID': { '@schemeID': 'VA', '#': buyer.vatNumber } } // BT-48
                : undefined,
          }),
        },
        'ram:ApplicableHeaderTradeDelivery': {},
        'ram:ApplicableHeaderTradeSettlement': element({
          'ram:PaymentReference': content.payment?.reference, // BT-83
          'ram:InvoiceCurrencyCode': 'EUR',
          'ram:SpecifiedTradeSettlementPaymentMeans': content.payment
            ? {
                'ram:TypeCode': SEPA_CREDIT_TRANSFER,
                'ram:Information': t('payment.transferMeans'),
                'ram:PayeePartyCreditorFinancialAccount': {
                  'ram:IBANID': content.payment.iban,
                  'ram:AccountName': content.payment.beneficiary,
                },
                'ram:PayeeSpecifiedCreditorFinancialInstitution': { 'ram:BICID': content.payment.bic },
              }
            : undefined,
          'ram:ApplicableTradeTax': parts.taxes,
          'ram:SpecifiedTradeAllowanceCharge': parts.allowances.length ? parts.allowances : undefined,
          'ram:SpecifiedTradePaymentTerms': paymentTerms,
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation': parts.summation,
          // BT-25 and BT-26: the invoice a credit note cancels, or the deposit invoice a final one deducts.
          'ram:InvoiceReferencedDocument': parts.referenced
            ? {
                'ram:IssuerAssignedID': parts.referenced.number,
                'ram:FormattedIssueDateTime': { 'qdt:DateTimeString': date102(parts.referenced.issueDate) },
              }
            : undefined,
        }),
      },
    },
  };
  const root = create({ version: '1.0', encoding: 'UTF-8' });
  appendXml(root, document);
  return root.end({ prettyPrint: true, wellFormed: true });
}
