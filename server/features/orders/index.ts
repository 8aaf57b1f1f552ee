/**
 * The orders feature's public module: licence orders from the moment a message places one, their invoices,
 * payments (card, bank statements) and signed licences, the customer's order page, their mails, reminders and
 * retention. The rest of server/features/orders/ is its own.
 */
export { receivedPaymentsRoutes } from './bank-statements/received-payments-routes';
export { cardPaymentRoutes } from './card-payments/card-payment-routes';
export { invoiceReminderTask } from './reminders/invoice-reminders';
export { invoicesApi } from './invoices/invoices-api';
export { invoicesRoutes } from './invoices/invoices-routes';
export { unprintableBuyerFields } from './invoices/printable-buyer';
export { unprintableCharacters } from './invoices/invoice-fonts';
export { issueLicence, revokeLicences } from './licences/licence-store';
export { licencesApi } from './licences/licences-api';
export { licencesRoutes } from './licences/licences-routes';
export { orderMailRenderers } from './mails/order-mails';
export type { OrderedProduct } from './placement/new-order';
export { cancelOrderOfSpam, placeOrderWithMessage, resumeOrderOfMessage } from './placement/order-placement';
export { deleteExpiredOrders } from './retention/order-retention';
export { orderTrackingRoutes } from './tracking/order-tracking-routes';
export { backOfficeOrdersApi, orderTrackingAndPaymentsApi } from './back-office/orders-api';
export { ordersRoutes } from './back-office/orders-routes';
export { paymentReminderTask } from './reminders/payment-reminders';
// What installation quotes reuse: the document numbers, the seller as documents state it, the invoice fonts.
export { allocateDocumentNumber } from './invoices/document-numbers';
export { addDays, RECOVERY_INDEMNITY_CENTS, sellerOf } from './invoices/invoice-content';
export { ciiXml } from './invoices/factur-x-xml';
export { attachFacturX } from './invoices/factur-x-pdf';
export { drawPaymentBlock } from './invoices/payment-block-pdf';
export { epcQrSvg } from './invoices/payment-details';
export { stripeClient } from './card-payments/stripe-client';
export { invoiceDocumentMessages } from './invoices/invoice-document-messages';
export { projectInvoiceParts } from './invoices/project-invoice-parts';
export { formatDocumentDate, formatMoney, formatVatRate } from './invoices/invoice-totals';
export { registerInvoiceFonts } from './invoices/invoice-fonts';
export { type PdfTextStyle, pdfLines, pdfText, pdfWriter } from './invoices/pdf-text';
