import type { SetupItem, SetupStatus } from '../../../shared/setup-schemas';
import type { Env } from '../../config/env';
import { isSampleLegalDetails, type LegalDetails, sampleLegalDetails } from '../../config/legal-details';
import type { LicenceKeyState } from '../licence-key/licence-key';
import { hostIsIpAddress } from './host-name';

/**
 * What is set and what is not, from the settings the server started with: the seller's legal details and
 * bank details (the site config file's `legal` key), the licence signing key, the public address (a host
 * name, for mailed links and passkeys), real mail delivery, and the optional payment link.
 */
export function setupStatus(settings: {
  env: Pick<Env, 'PUBLIC_BASE_URL' | 'SMTP_URL' | 'PAYMENT_LINK_TEMPLATE'>;
  legal: LegalDetails;
  licenceKey: LicenceKeyState;
}): SetupStatus {
  const { env, legal, licenceKey } = settings;
  const sellerSet = !isSampleLegalDetails(legal);
  const item = (id: SetupItem['id'], done: boolean, problem: string | null = null): SetupItem => ({
    id,
    done,
    optional: id === 'paymentLink',
    problem: done ? null : problem,
  });
  const ipAddress = env.PUBLIC_BASE_URL !== undefined && hostIsIpAddress(env.PUBLIC_BASE_URL);
  const items = [
    item('seller', sellerSet),
    item('bank', sellerSet && legal.iban !== sampleLegalDetails.iban, sellerSet ? 'sample' : null),
    item(
      'licenceKey',
      licenceKey.status === 'ready',
      licenceKey.status === 'ready' ? null : licenceKey.problem,
    ),
    item('publicBaseUrl', env.PUBLIC_BASE_URL !== undefined && !ipAddress, ipAddress ? 'ip_address' : null),
    item('mail', env.SMTP_URL !== undefined),
    item('paymentLink', env.PAYMENT_LINK_TEMPLATE !== undefined),
  ];
  return { items, complete: items.every((entry) => entry.done || entry.optional) };
}

/** Whether invoices may be issued: never with the sample seller, whose invoice would be worthless. */
export function canIssueInvoices(legal: LegalDetails): boolean {
  return !isSampleLegalDetails(legal);
}
