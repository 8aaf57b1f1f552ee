import { facturXml } from './factur-x-xml';
import type { InvoiceContent } from './invoice-content';
import { renderInvoicePdf } from './invoice-pdf';

/** The document as issued: its PDF for people, carrying its CII XML for software (Factur-X EN 16931). */
export function renderFacturX(content: InvoiceContent): Promise<Uint8Array> {
  return renderInvoicePdf(content, facturXml(content));
}
