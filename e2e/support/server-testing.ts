/**
 * The server's test doubles and test readers that the browser tests use, in one module: e2e reaches
 * server/testing only through here.
 */
export { startFakeNetatmoTokenEndpoint } from '../../server/testing/fake-netatmo-token-endpoint';
export { testLegalDetails } from '../../server/testing/legal-details';
export { pdfTextContent } from '../../server/testing/pdf-text-content';
export { linkTokenIn, paidToday, SiteClient } from '../../server/testing/site-client';
export { type ReceivedMail, SmtpSink } from '../../server/testing/smtp-sink';
export { startStripeStandIn, type StripeStandIn } from '../../server/testing/stripe-stand-in';
