import { defineCatalogue } from '../lib/i18n/catalogue';

/** How a mail's plain text writes a label: French puts a no-break space before the colon, English none. */
export const mailBodyMessages = defineCatalogue({ colon: ':' }, { colon: '\u00a0:' });
