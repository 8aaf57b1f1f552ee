import { describe, expect, it } from 'vitest';
import type { StoredBuyer } from '../../../../shared/buyer-details';
import { einvoicingErrors } from '../../../testing/einvoicing-validation';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { wellFormednessErrors, xmlTexts } from '../../../testing/xml-text';
import { documentProblems } from '../../../testing/issued-documents';
import { PdfStructure } from '../../../testing/pdf-structure';
import {
  testBuyers,
  testCreditNote,
  testInvoice,
  testLegalDetails,
  testOrder,
} from '../testing/invoice-cases';
import { renderFacturX } from './factur-x';
import { facturXml } from './factur-x-xml';
import { renderInvoicePdf } from './invoice-pdf';

const hostileBuyer = (fields: Partial<StoredBuyer>) => testOrder({ ...testBuyers.frenchBusiness, ...fields });

describe('the text a buyer typed is written in the XML as text, never read as markup', () => {
  it('the reported order: company "Bell&#7;Co", last name "Tom &foo; &#x202E;x"', async () => {
    const order = hostileBuyer({ company: 'Bell&#7;Co', lastName: 'Tom &foo; &#x202E;x' });
    const invoice = testInvoice(order);
    for (const content of [invoice, testCreditNote(order, invoice)]) {
      const xml = facturXml(content);
      expect(wellFormednessErrors(xml)).toBe('');
      expect(await xmlTexts(xml, 'BuyerTradeParty/*:Name')).toEqual([['Bell&#7;Co']]);
      expect(await xmlTexts(xml, 'PersonName')).toEqual([['Amélie Tom &foo; &#x202E;x']]);
      expect(await einvoicingErrors(xml)).toEqual({ xsd: [], facturX: [], en16931: [], brFr: [] });
    }
  });

  it.each([
    ['a NUL written as a reference', '&#0;'],
    ['a right-to-left override written as a hexadecimal reference', 'x&#x202E;y'],
    ['escaped markup', '&lt;b&gt;bold&lt;/b&gt;'],
    ['an escaped ampersand', 'Dupré &amp; Fils'],
    ['an ampersand and a semicolon', 'Dupré & Fils; Lyon'],
    ['a CDATA section', '<![CDATA[x]]>'],
    ['markup', '<b>bold</b> "quoted" \'single\''],
    ['a CDATA end', 'a ]]> b'],
  ])('%s (%s) reads back as typed, on the PDF too', async (_, typed) => {
    const content = testInvoice(hostileBuyer({ company: typed }));
    const xml = facturXml(content);
    expect(wellFormednessErrors(xml)).toBe('');
    expect(await xmlTexts(xml, 'BuyerTradeParty/*:Name')).toEqual([[typed]]);
    const { text } = await pdfTextContent(await renderFacturX(content));
    expect(text).toContain(typed);
  });
});

describe('a character XML cannot hold never reaches a document', () => {
  it.each([
    ['a control character', 'Bell\u0007Co'],
    ['NUL', 'a\u0000b'],
    ['a noncharacter', 'a\uFFFEb'],
    ['a lone surrogate', 'a\uD800b'],
  ])('%s: the XML writer refuses it rather than write a document that is not XML', (_, company) => {
    expect(() => facturXml(testInvoice(hostileBuyer({ company })))).toThrow(
      /^U\+[0-9A-F]{4} cannot be written in an XML document$/,
    );
  });

  it('a carriage return, a tab and a line feed read back as they were', async () => {
    const xml = facturXml(testInvoice(hostileBuyer({ company: 'a\rb\tc\nd' })));
    expect(wellFormednessErrors(xml)).toBe('');
    expect(await xmlTexts(xml, 'BuyerTradeParty/*:Name')).toEqual([['a\rb\tc\nd']]);
  });
});

describe("the seller's name in the PDF's XMP metadata, the document's other XML", () => {
  it('is written as text: references and markup read back as they are', async () => {
    const legalName = 'Dupré &#7; &foo; <b> & Fils';
    const content = testInvoice(hostileBuyer({}), { legal: { ...testLegalDetails, legalName } });
    const structure = PdfStructure.read(await renderFacturX(content));
    const xmp = structure.streamData(structure.catalog['/Metadata']).toString('utf8');
    expect(wellFormednessErrors(xmp)).toBe('');
    expect(await xmlTexts(xmp, 'creator/*:Seq/*:li')).toEqual([[legalName]]);
  });

  it('refuses a character XML cannot hold', async () => {
    const legal = { ...testLegalDetails, legalName: 'Dupré\uFFFF' };
    const content = testInvoice(hostileBuyer({}), { legal });
    expect(() => facturXml(content)).toThrow('U+FFFF cannot be written in an XML document');
    // The XMP metadata refuses it as well, whatever XML the PDF carries.
    await expect(async () => renderInvoicePdf(content, '<x/>')).rejects.toThrow(
      'U+FFFF cannot be written in an XML document',
    );
  });
});

describe('the check every test app runs on the documents its test issued', () => {
  it('passes a document as issued and names one whose XML is not well-formed or not of the schema', async () => {
    const content = testInvoice(hostileBuyer({ company: 'Tom &foo; &#7;' }));
    const xml = facturXml(content);
    const problems = documentProblems([
      { number: 'F2026-0001', pdf: await renderFacturX(content) },
      { number: 'F2026-0002', pdf: await renderInvoicePdf(content, xml.replace('&amp;foo;', '&foo;')) },
      {
        number: 'F2026-0003',
        pdf: await renderInvoicePdf(content, xml.replace(/<ram:TypeCode>380<\/ram:TypeCode>/, '')),
      },
      { number: 'legacy', pdf: new TextEncoder().encode('not a PDF') },
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^F2026-0002: .*Entity 'foo' not defined/);
    expect(problems[1]).toMatch(/^F2026-0003: .*fails to validate/s);
  });
});
