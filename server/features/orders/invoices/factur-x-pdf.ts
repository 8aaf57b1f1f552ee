import { xmlCharacters } from './factur-x-xml';

/** The embedded file's name and the XMP values that make a PDF/A-3 a Factur-X (Factur-X 1.0x, § 6). */
export const FACTUR_X = {
  fileName: 'factur-x.xml',
  namespace: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
  documentType: 'INVOICE',
  version: '1.0',
  conformanceLevel: 'EN 16931',
} as const;

const escapeXml = (text: string) =>
  xmlCharacters(text).replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Makes a PDF/A-3 document a Factur-X: the CII XML embedded as `factur-x.xml`, associated with the document
 * (`/AF` of the catalogue, `AFRelationship /Alternative`, MIME type text/xml), and the XMP metadata declaring
 * it with the Factur-X extension schema, which PDF/A requires for any property outside its own schemas.
 * Call before `doc.end()`.
 */
export function attachFacturX(
  doc: PDFKit.PDFDocument,
  facturX: { xml: string; author: string; issuedAt: Date },
): void {
  const { issuedAt } = facturX;
  // pdfkit's `relationship` option (the file specification's AFRelationship) is not in its type definitions.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: FACTUR_X.fileName,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X invoice (CII, EN 16931)',
    creationDate: issuedAt,
    modifiedDate: issuedAt,
  };
  doc.file(Buffer.from(facturX.xml, 'utf8'), attachment);
  const date = `${issuedAt.toISOString().split('.')[0]}Z`;
  doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
            <xmp:ModifyDate>${date}</xmp:ModifyDate>
            <xmp:MetadataDate>${date}</xmp:MetadataDate>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:creator><rdf:Seq><rdf:li>${escapeXml(facturX.author)}</rdf:li></rdf:Seq></dc:creator>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
            xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
            <pdfaExtension:schemas>
                <rdf:Bag>
                    <rdf:li rdf:parseType="Resource">
                        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                        <pdfaSchema:namespaceURI>${FACTUR_X.namespace}</pdfaSchema:namespaceURI>
                        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                        <pdfaSchema:property>
                            <rdf:Seq>
                                ${extensionProperty('DocumentFileName', 'The name of the embedded XML document')}
                                ${extensionProperty('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
                                ${extensionProperty('Version', 'The actual version of the standard applying to the embedded XML document')}
                                ${extensionProperty('ConformanceLevel', 'The conformance level of the embedded XML document')}
                            </rdf:Seq>
                        </pdfaSchema:property>
                    </rdf:li>
                </rdf:Bag>
            </pdfaExtension:schemas>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:fx="${FACTUR_X.namespace}">
            <fx:DocumentType>${FACTUR_X.documentType}</fx:DocumentType>
            <fx:DocumentFileName>${FACTUR_X.fileName}</fx:DocumentFileName>
            <fx:Version>${FACTUR_X.version}</fx:Version>
            <fx:ConformanceLevel>${FACTUR_X.conformanceLevel}</fx:ConformanceLevel>
        </rdf:Description>`);
}

function extensionProperty(name: string, description: string): string {
  return `<rdf:li rdf:parseType="Resource">
                                    <pdfaProperty:name>${name}</pdfaProperty:name>
                                    <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                                    <pdfaProperty:category>external</pdfaProperty:category>
                                    <pdfaProperty:description>${description}</pdfaProperty:description>
                                </rdf:li>`;
}
