import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { einvoicingErrors, schematronErrors, xsdErrors } from '../../../testing/einvoicing-validation';
import {
  franchiseLegalDetails,
  testBuyers,
  testCreditNote,
  testInvoice,
  testOrder,
} from '../testing/invoice-cases';
import { PdfStructure } from '../../../testing/pdf-structure';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { renderFacturX } from './factur-x';
import { FACTUR_X } from './factur-x-pdf';
import { facturXml } from './factur-x-xml';
import type { InvoiceContent } from './invoice-content';

const frenchBusinessOrder = testOrder(testBuyers.frenchBusiness);
const reverseChargeOrder = testOrder(testBuyers.euBusiness, { language: 'en' });

/** The documents the tests issue: one per way VAT is charged, and credit notes, in both languages. */
const documents: Record<string, InvoiceContent> = {
  'French business (FR)': testInvoice(frenchBusinessOrder, {
    paymentLink: 'https://pay.example.com/?ref=F2026-0001',
  }),
  'individual, read from an address typed in one field (EN)': testInvoice(
    testOrder(testBuyers.individual, { language: 'en' }),
  ),
  'EU business, reverse charge (EN)': testInvoice(reverseChargeOrder),
  'business outside the EU (FR)': testInvoice(testOrder(testBuyers.nonEuBusiness)),
  'individual outside the EU (EN)': testInvoice(
    testOrder({ ...testBuyers.nonEuBusiness, company: '', buyerType: 'individual' }, { language: 'en' }),
  ),
  'franchise regime (FR)': testInvoice(frenchBusinessOrder, { legal: franchiseLegalDetails }),
  'credit note (FR)': testCreditNote(frenchBusinessOrder, testInvoice(frenchBusinessOrder)),
  'credit note of a reverse-charge invoice (EN)': testCreditNote(
    reverseChargeOrder,
    testInvoice(reverseChargeOrder),
  ),
};

/** The XML a Factur-X PDF carries, read from its associated file. */
function embeddedXml(structure: PdfStructure): string {
  const [fileSpec] = (structure.catalog['/AF'] as string[]).map((reference) => structure.resolve(reference));
  return structure.streamData((fileSpec!['/EF'] as Record<string, string>)['/F']).toString('utf8');
}

describe('every invoice and credit note is a Factur-X EN 16931 that the official artefacts accept', () => {
  for (const [name, content] of Object.entries(documents)) {
    it(`${name}: the XML it carries passes the XSD and the three schematrons with no error`, async () => {
      const pdf = await renderFacturX(content);
      const xml = embeddedXml(PdfStructure.read(pdf));
      expect(xml).toBe(facturXml(content));
      expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
      expect(await einvoicingErrors(xml)).toEqual({ xsd: [], facturX: [], en16931: [], brFr: [] });
    });
  }

  it('the validators do refuse a wrong document (totals that do not add up, a code out of its list)', async () => {
    const xml = facturXml(documents['French business (FR)']!)
      .replace('<ram:GrandTotalAmount>300.00<', '<ram:GrandTotalAmount>301.00<')
      .replace('<ram:SubjectCode>PMT</ram:SubjectCode>', '');
    expect((await schematronErrors(xml, 'en16931')).map((failure) => failure.id)).toContain('BR-CO-15');
    expect((await schematronErrors(xml, 'facturX')).length).toBeGreaterThan(0);
    expect((await schematronErrors(xml, 'brFr')).map((failure) => failure.id)).toContain(
      'BR-FR-05_BT-22_PMT',
    );
    const outOfOrder = xml.replace(
      /(<ram:TypeCode>380<\/ram:TypeCode>)(\s*)(<ram:IssueDateTime>[\s\S]*?<\/ram:IssueDateTime>)/,
      '$3$2$1',
    );
    expect(xsdErrors(outOfOrder).join('\n')).toMatch(/IssueDateTime/);
  });
});

describe('the PDF side of a Factur-X', () => {
  it('is a PDF/A-3 with its XML attached as factur-x.xml, the alternative of the document', async () => {
    const structure = PdfStructure.read(await renderFacturX(documents['French business (FR)']!));
    expect(structure.version).toBe('1.7');
    const associated = (structure.catalog['/AF'] as string[]).map((reference) =>
      structure.resolve(reference),
    );
    expect(associated).toHaveLength(1);
    expect(associated[0]).toMatchObject({
      '/Type': '/Filespec',
      '/F': 'u:factur-x.xml',
      '/UF': 'u:factur-x.xml',
      '/AFRelationship': '/Alternative',
    });
    const embedded = structure.resolve((associated[0]!['/EF'] as Record<string, string>)['/F']);
    expect(embedded).toMatchObject({ '/Type': '/EmbeddedFile', '/Subtype': '/text/xml' });
    expect(embedded['/Params']).toMatchObject({ '/ModDate': 'u:D:20261123100000Z' });
    // Listed among the document's attachments too, where readers show it.
    const names = structure.resolve(structure.catalog['/Names']);
    expect(JSON.stringify(structure.resolve(names['/EmbeddedFiles']))).toContain('factur-x.xml');
  });

  it('declares itself in its XMP metadata: PDF/A-3B, and Factur-X with its extension schema', async () => {
    const structure = PdfStructure.read(await renderFacturX(documents['credit note (FR)']!));
    const xmp = structure.streamData(structure.catalog['/Metadata']).toString('utf8');
    // Well-formed XML: a name with an ampersand (the seller's) is escaped.
    expect(spawnSync('xmllint', ['--noout', '-'], { input: xmp }).status).toBe(0);
    expect(xmp).toContain('Domotique Lumière &#38; Fils SARL');
    for (const expected of [
      '<pdfaid:part>3</pdfaid:part>',
      '<pdfaid:conformance>B</pdfaid:conformance>',
      `<pdfaSchema:namespaceURI>${FACTUR_X.namespace}</pdfaSchema:namespaceURI>`,
      '<pdfaSchema:prefix>fx</pdfaSchema:prefix>',
      '<pdfaProperty:name>DocumentFileName</pdfaProperty:name>',
      '<pdfaProperty:name>ConformanceLevel</pdfaProperty:name>',
      '<fx:DocumentType>INVOICE</fx:DocumentType>',
      '<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>',
      '<fx:Version>1.0</fx:Version>',
      '<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>',
      '<xmp:CreateDate>2026-11-25T10:00:00Z</xmp:CreateDate>',
      '<xmp:ModifyDate>2026-11-25T10:00:00Z</xmp:ModifyDate>',
    ])
      expect(xmp).toContain(expected);
    const [intent] = (structure.catalog['/OutputIntents'] as string[]).map((ref) => structure.resolve(ref));
    expect(intent).toMatchObject({ '/S': '/GTS_PDFA1', '/OutputConditionIdentifier': 'u:sRGB IEC61966-2.1' });
    expect(structure.streamData(intent!['/DestOutputProfile']).length).toBeGreaterThan(1000);
  });

  it('embeds every font it uses', async () => {
    for (const content of Object.values(documents)) {
      const structure = PdfStructure.read(await renderFacturX(content));
      const fonts = structure.ofType('/Font');
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        const program = font['/Subtype'] === '/Type0' ? null : structure.resolve(font['/FontDescriptor']);
        if (program) expect(Object.keys(program)).toEqual(expect.arrayContaining(['/FontFile2']));
        else expect(font['/DescendantFonts']).toHaveLength(1);
      }
      // pdffonts (poppler) says the same of each font it finds.
      const listed = spawnSync('pdffonts', ['-'], { input: await renderFacturX(content), encoding: 'utf8' });
      const rows = listed.stdout.split('\n').slice(2).filter(Boolean);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes yes yes/);
    }
  });

  it('prints names as typed, every letter kept: "Zoë Łukowski-Nguyễn"', async () => {
    const { text } = await pdfTextContent(
      await renderFacturX(documents['individual, read from an address typed in one field (EN)']!),
    );
    expect(text).toContain('Zoë Łukowski-Nguyễn');
    expect(text).toContain('5 avenue des Tests 69003 Lyon France');
  });
});

describe('the VAT of each document, on the PDF and in the XML', () => {
  const read = async (name: string) => {
    const content = documents[name]!;
    return { xml: facturXml(content), text: (await pdfTextContent(await renderFacturX(content))).text };
  };

  it('charges French VAT at 20 % to a French business, whose SIREN is its address in the French directory', async () => {
    const { xml, text } = await read('French business (FR)');
    expect(xml).toMatch(/<ram:CategoryCode>S<\/ram:CategoryCode>\s*<ram:RateApplicablePercent>20</);
    expect(xml).toContain('<ram:URIID schemeID="0225">552100554</ram:URIID>');
    expect(xml).toContain('<ram:ID schemeID="0002">552100554</ram:ID>');
    expect(xml).toContain('<ram:Content>B2B</ram:Content>');
    expect(xml).toMatch(/<ram:TypeCode>58<\/ram:TypeCode>[\s\S]*<ram:IBANID>FR7630006000011234567890189</);
    expect(text).toContain('SIREN 552100554');
    expect(text).toContain('TVA (20 %) 50,00 €');
    expect(text).toContain('Prestation de services');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40,00 €');
  });

  it('charges French VAT to an individual, and no recovery indemnity', async () => {
    const { xml, text } = await read('individual, read from an address typed in one field (EN)');
    expect(xml).toMatch(/<ram:CategoryCode>S<\/ram:CategoryCode>/);
    expect(xml).toContain('<ram:Content>B2C</ram:Content>');
    expect(xml).toContain('<ram:URIID schemeID="EM">zoe@example.test</ram:URIID>');
    expect(text).toContain('VAT (20%) €50.00');
    expect(text).not.toContain('indemnity');
  });

  it('reverse-charges an EU business with its VAT number: AE, 0 %, "Autoliquidation"', async () => {
    const { xml, text } = await read('EU business, reverse charge (EN)');
    expect(xml).toMatch(/<ram:CategoryCode>AE<\/ram:CategoryCode>\s*<ram:RateApplicablePercent>0</);
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(text).toContain('Reverse charge (autoliquidation)');
    expect(text).toContain('VAT number: DE123456789');
    expect(text).toContain('Total incl. VAT €250.00');
  });

  it('charges no French VAT outside the EU: O, with the article that says why', async () => {
    const { xml, text } = await read('business outside the EU (FR)');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-O</ram:ExemptionReasonCode>');
    expect(xml).not.toContain('schemeID="VA"');
    expect(text).toContain('TVA non applicable, art. 259-1 du CGI');
    expect(text).toContain('Suisse');
    expect((await read('individual outside the EU (EN)')).text).toContain('art. 259 B');
  });

  it('states the franchise regime: E, "TVA non applicable, art. 293 B du CGI"', async () => {
    const { xml, text } = await read('franchise regime (FR)');
    expect(xml).toMatch(/<ram:CategoryCode>E<\/ram:CategoryCode>/);
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:ID schemeID="FC">73282932000074</ram:ID>');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI.');
    expect(text).toContain('Total TTC 250,00 €');
  });

  it('makes a credit note type 381 that refers to the invoice it cancels, with its VAT', async () => {
    const { xml, text } = await read('credit note of a reverse-charge invoice (EN)');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>F2026-0001<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261123</,
    );
    expect(xml).toContain('<ram:GrandTotalAmount>250.00</ram:GrandTotalAmount>');
    expect(xml).toMatch(/<ram:CategoryCode>AE</);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Total incl. VAT -€250.00');
  });
});
