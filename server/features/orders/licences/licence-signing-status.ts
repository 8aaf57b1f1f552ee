import type { Language } from '../../../../shared/language';
import type { OrderDetail } from '../../../../shared/order-schemas';
import { translator } from '../../../lib/i18n/catalogue';
import type { LicenceKeyState } from '../../../lib/licence-key/licence-key';
import { licenceSigningMessages } from './licence-signing-messages';

/** Whether licences can be issued, and if not why, in the owner's language (an order's `licenceSigning`). */
export function licenceSigningStatus(
  key: LicenceKeyState,
  language: Language,
): OrderDetail['licenceSigning'] {
  if (key.status === 'ready') return { available: true };
  return { available: false, reason: translator(licenceSigningMessages, language)(key.problem) };
}
