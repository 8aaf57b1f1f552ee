import { describe, expect, it } from 'vitest';
import { storedBuyer } from '../../../../shared/buyer-details';
import { buyerCorrectionSchema } from '../../../../shared/order-schemas';
import { licenceOrderSchema } from '../../../../shared/message-schemas';
import { productDetailsSchema } from '../../../../shared/product-schemas';
import { einvoicingErrors } from '../../../testing/einvoicing-validation';
import { PdfStructure } from '../../../testing/pdf-structure';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { wellFormednessErrors, wellFormednessErrorsOfEach, xmlTexts } from '../../../testing/xml-text';
import { testCreditNote, testInvoice, testOrder } from '../testing/invoice-cases';
import { renderFacturX } from './factur-x';
import { facturXml } from './factur-x-xml';
import type { InvoiceContent } from './invoice-content';
import { pdfText } from './pdf-text';
import { unprintableBuyerFields } from './printable-buyer';
import { receiptContent, renderReceiptPdf } from './receipt-pdf';

/**
 * A property of every document we issue: whatever a buyer types (and an owner names a product), what the
 * forms accept gives an invoice and a credit note whose XML xmllint reads, that holds the text as typed and
 * that the official artefacts accept. The text is drawn from a seeded generator (`FUZZ_SEED` to replay one
 * run), biased towards what breaks XML: references and markup, control characters, surrogates,
 * noncharacters, characters from anywhere in Unicode.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 40_001);
/** Orders whose documents are checked for well-formedness and text; the first few also officially. */
const CASES = 400;
const OFFICIALLY_VALIDATED = 12;

/** mulberry32: small, fast and good enough to spread the cases; the same seed gives the same run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (bound: number) => Math.floor(next() * bound);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  return { next, below, pick };
}

const referenceLike = [
  '&foo;',
  '&#0;',
  '&#7;',
  '&#x202E;',
  '&#X202e;',
  '&lt;b&gt;',
  '&amp;',
  '&amp;#7;',
  '&#38;',
  '&#x26;',
  '&quot;',
  '&apos;',
  '&#xD800;',
  '&#xFFFF;',
  '&#1114112;',
  '&Tab;',
  '&rlm;',
  '&nbsp;',
  '&#233;',
  '&#x1F3E0;',
  '&',
  '&#',
  '&#;',
  '&#x;',
  ';',
  '&&',
  '&e;',
];
const markupLike = [
  ']]>',
  '<![CDATA[',
  '<',
  '>',
  '"',
  "'",
  '<b>',
  '</ram:Name>',
  '<?xml version="1.0"?>',
  '<!--',
  '-->',
  '<!DOCTYPE x [<!ENTITY e "x">]>',
  '<x:y xmlns:x="urn:x"/>',
  '%e;',
];
const controlsAndLayout = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u007F',
  '\u0085',
  '\u202E',
  '\u2066',
  '\u200F',
  '\u2028',
  '\u200B',
  '\u200D',
  '\u00AD',
  '\uFEFF',
];
const brokenUnicode = ['\uD800', '\uDFFF', '\uDBFF\uD800', '\uFFFE', '\uFFFF', '\uFDD0', '\u{1FFFF}'];
const letters = [
  'Dupré',
  'Łukowski-Nguyễn',
  'Zoë',
  'Ñúñez',
  'Άλφα',
  'Жуков',
  'e\u0301',
  'ß',
  'O’Brien',
  '東京',
  'محمد',
  '🏠',
  '\u{10FFFD}',
  ' ',
  '  ',
  '\u00A0',
  '42',
  'SARL',
];

/** A piece of text: mostly what looks like markup or a reference, the rest anything. */
function piece(random: ReturnType<typeof generator>): string {
  const roll = random.next();
  if (roll < 0.3) return random.pick(referenceLike);
  if (roll < 0.45) return random.pick(markupLike);
  if (roll < 0.55) return random.pick(controlsAndLayout);
  if (roll < 0.6) return random.pick(brokenUnicode);
  if (roll < 0.9) return random.pick(letters);
  // Any code point, surrogates included (a lone one, as a string holds it).
  return String.fromCodePoint(random.below(0x110000));
}

function hostileText(random: ReturnType<typeof generator>): string {
  return Array.from({ length: 1 + random.below(5) }, () => piece(random)).join('');
}

type BuyerField = 'company' | 'firstName' | 'lastName' | 'address' | 'city' | 'postcode';
const textFields: BuyerField[] = ['company', 'firstName', 'lastName', 'address', 'city', 'postcode'];

/** Buyers in each VAT treatment, with details that pass, for the hostile text to go into. */
const baseBuyers = [
  {
    company: 'Électricité Dupré SAS',
    firstName: 'Amélie',
    lastName: 'Dupré',
    address: '8 quai Saint-Vincent',
    postcode: '69001',
    city: 'Lyon',
    country: 'FR',
    buyerType: 'business',
    siren: '552100554',
    email: 'amelie@dupre.example',
  },
  {
    company: '',
    firstName: 'Zoë',
    lastName: 'Łukowski',
    address: '5 avenue des Tests',
    postcode: '69003',
    city: 'Lyon',
    country: 'FR',
    buyerType: 'individual',
    email: 'zoe@example.test',
  },
  {
    company: 'Haustechnik Müller GmbH',
    firstName: 'Jürgen',
    lastName: 'Müller',
    address: 'Königstraße 12',
    postcode: '70173',
    city: 'Stuttgart',
    country: 'DE',
    buyerType: 'business',
    vatNumber: 'DE123456789',
    email: 'j.mueller@haustechnik.example',
  },
  {
    company: 'Smart Homes Genève Sàrl',
    firstName: 'Léa',
    lastName: 'Favre',
    address: 'Rue du Rhône 42',
    postcode: '1204',
    city: 'Genève',
    country: 'CH',
    buyerType: 'business',
    email: 'lea@smarthomes.example',
  },
] as const;

/**
 * What the shared validation lets through, as the routes run it: the order form (`POST /api/messages`) or the
 * owner's correction of the buyer (`PUT /api/orders/:id/buyer`), then the refusal of what the invoice font
 * cannot print. Null when refused.
 */
function acceptedBuyer(typed: Record<string, string>, form: 'order' | 'correction') {
  const parsed =
    form === 'order'
      ? licenceOrderSchema.safeParse({
          type: 'driver',
          driverName: 'risco-alarm',
          mac: '00:0F:FF:12:34:56',
          hp: '',
          ...typed,
        })
      : buyerCorrectionSchema.safeParse(typed);
  if (!parsed.success || unprintableBuyerFields(parsed.data)) return null;
  const { company, firstName, lastName, address, email } = parsed.data;
  return storedBuyer({ ...parsed.data, company, firstName, lastName, address, email });
}

/** A product title as the owner's product form lets it through, or null. */
function acceptedTitle(title: string): string | null {
  const parsed = productDetailsSchema.shape.title.shape.fr.safeParse(title);
  return parsed.success ? parsed.data : null;
}

interface Case {
  label: string;
  /** The invoice, then the credit note cancelling it. */
  documents: [InvoiceContent, InvoiceContent];
  /** The text each element (a path of local names) must read back, from what was typed. */
  expected: [string, string[]][];
}

function* cases(): Generator<Case> {
  const random = generator(SEED);
  let produced = 0;
  for (let attempt = 0; produced < CASES && attempt < CASES * 50; attempt += 1) {
    const base = baseBuyers[attempt % baseBuyers.length]!;
    const typed: Record<string, string> = { ...base };
    const hostileFields = random.next() < 0.2 ? textFields : [random.pick(textFields)];
    for (const field of hostileFields) typed[field] = hostileText(random);
    const typedTitle = hostileText(random);
    const buyer = acceptedBuyer(typed, attempt % 2 === 0 ? 'order' : 'correction');
    if (!buyer) continue;
    const title = acceptedTitle(typedTitle) ?? 'Risco Alarm';
    const order = testOrder(buyer, {
      language: random.next() < 0.5 ? 'fr' : 'en',
      driverTitle: { en: title, fr: title },
    });
    const invoice = testInvoice(order);
    produced += 1;
    // As typed, but for the white space around it that the forms trim.
    const [company, firstName, lastName, city] = ['company', 'firstName', 'lastName', 'city'].map((field) =>
      typed[field]!.trim(),
    );
    const person = `${firstName} ${lastName}`.trim();
    yield {
      label: `seed ${SEED}, attempt ${attempt}: ${JSON.stringify(typed)}, title ${JSON.stringify(title)}`,
      documents: [invoice, testCreditNote(order, invoice)],
      expected: [
        ['BuyerTradeParty/*:Name', [company || person]],
        ['PersonName', company ? [person] : []],
        ['BuyerTradeParty/*:PostalTradeAddress/*:CityName', [city!]],
        ['BuyerTradeParty/*:PostalTradeAddress/*:LineOne', invoice.buyer.street.slice(0, 1)],
        ['SpecifiedTradeProduct/*:Name', [invoice.line.description]],
      ],
    };
  }
}

describe(`whatever is typed, every document is XML that says it (seed ${SEED})`, () => {
  it(
    `${CASES} orders of generated text: their invoices and credit notes are well-formed and read back as typed`,
    {
      timeout: 180_000,
    },
    async () => {
      const all = [...cases()];
      expect(all).toHaveLength(CASES);
      const documents = all.flatMap(({ label, documents, expected }) =>
        documents.map((content) => ({ label, expected, xml: facturXml(content) })),
      );
      const errors = wellFormednessErrorsOfEach(documents.map(({ xml }) => xml));
      for (const [index, { label }] of documents.entries()) expect(errors[index], label).toBe('');
      for (const { label, expected, xml } of documents) {
        const texts = await xmlTexts(xml, ...expected.map(([path]) => path));
        expect(texts, label).toEqual(expected.map(([, text]) => text));
      }
    },
  );

  it(
    `the first ${OFFICIALLY_VALIDATED} pass the XSD and the three schematrons, and print what their XML says`,
    {
      timeout: 300_000,
    },
    async () => {
      let validated = 0;
      for (const { label, documents, expected } of cases()) {
        if (validated >= OFFICIALLY_VALIDATED) break;
        for (const content of documents) {
          const pdf = await renderFacturX(content);
          const structure = PdfStructure.read(pdf);
          const [fileSpec] = (structure.catalog['/AF'] as string[]).map((reference) =>
            structure.resolve(reference),
          );
          const xml = structure
            .streamData((fileSpec!['/EF'] as Record<string, string>)['/F'])
            .toString('utf8');
          expect(xml).toBe(facturXml(content));
          expect(await einvoicingErrors(xml), label).toEqual({ xsd: [], facturX: [], en16931: [], brFr: [] });
          // The PDF's other XML, its XMP metadata, is read too.
          const xmp = structure.streamData(structure.catalog['/Metadata']).toString('utf8');
          expect(wellFormednessErrors(xmp), label).toBe('');
          // The PDF prints what the XML holds: the buyer's name as typed, but for what no one sees.
          const { text } = await pdfTextContent(pdf);
          const printed = (value: string) => pdfText(value).replace(/\s+/g, '');
          const [names = []] = await xmlTexts(xml, 'BuyerTradeParty/*:Name');
          expect(names, label).toEqual(expected[0]![1]);
          expect(text.replace(/\s+/g, ''), label).toContain(printed(names[0]!));
        }
        validated += 1;
      }
      expect(validated).toBe(OFFICIALLY_VALIDATED);
    },
  );

  it(
    'a receipt, a PDF without an XML part, prints the buyer as its invoice does',
    { timeout: 60_000 },
    async () => {
      for (const { label, documents } of [...cases()].slice(0, 4)) {
        const invoice = documents[0]!;
        const pdf = await renderReceiptPdf(
          receiptContent(invoice, { paidOn: '2026-11-24', means: 'cash', amountCents: 30_000 }),
        );
        const structure = PdfStructure.read(pdf);
        expect(structure.catalog['/Metadata'], label).toBeUndefined();
        expect(structure.catalog['/AF'], label).toBeUndefined();
        expect(structure.ofType('/EmbeddedFile'), label).toEqual([]);
        const { text } = await pdfTextContent(pdf);
        const name = invoice.buyer.company || invoice.buyer.name;
        expect(text.replace(/\s+/g, ''), label).toContain(pdfText(name).replace(/\s+/g, ''));
      }
    },
  );

  it('the generator does reach what breaks XML, and the forms refuse it', () => {
    const random = generator(SEED);
    let refused = 0;
    const accepted = new Set<string>();
    for (let index = 0; index < 2_000; index += 1) {
      const text = hostileText(random);
      const buyer = acceptedBuyer({ ...baseBuyers[0], lastName: text }, 'order');
      if (!buyer) refused += 1;
      else accepted.add(buyer.lastName);
    }
    const all = [...accepted].join(' ');
    for (const reached of ['&foo;', '&lt;b&gt;', '&amp;', ']]>', '<![CDATA[', '<b>', '&#233;'])
      expect(all).toContain(reached);
    for (const neverAccepted of ['&#0;', '&#7;', '&#x202E;', '\u0000', '\u0007', '\u202E', '\uFFFE'])
      expect(all).not.toContain(neverAccepted);
    // A lone surrogate: with the u flag, a pair is one code point, which is no surrogate.
    expect(all).not.toMatch(/\p{Cs}/u);
    expect(refused).toBeGreaterThan(200);
    expect(accepted.size).toBeGreaterThan(200);
  });
});
