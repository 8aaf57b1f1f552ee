import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale } from '../../shared/i18n/intl-locale';
import type { Language } from '../../shared/language';
import { shellMessages } from '../../web/src/app/shell-messages';
import { buyerFieldsMessages } from '../../web/src/components/buyer-fields/buyer-fields-messages';
import { formStatusMessages } from '../../web/src/components/message-form/form-status-messages';
import { accountMessages } from '../../web/src/features/account/account-messages';
import { backOfficeMessages } from '../../web/src/features/back-office/back-office-messages';
import { inboxMessages } from '../../web/src/features/back-office/inbox/inbox-messages';
import { invoicesMessages } from '../../web/src/features/back-office/invoices/invoices-messages';
import { ordersMessages } from '../../web/src/features/back-office/orders/orders-messages';
import { passkeysMessages } from '../../web/src/features/back-office/passkeys/passkeys-messages';
import { myAccountMessages } from '../../web/src/features/back-office/my-account/my-account-messages';
import { businessMessages } from '../../web/src/features/back-office/business/business-messages';
import { paymentsMessages } from '../../web/src/features/back-office/payments/payments-messages';
import { productsMessages } from '../../web/src/features/back-office/products/products-messages';
import { quotesMessages } from '../../web/src/features/back-office/quotes/quotes-messages';
import { teamMessages } from '../../web/src/features/back-office/team/team-messages';
import { todayMessages } from '../../web/src/features/back-office/today/today-messages';
import { contactMessages } from '../../web/src/features/contact/contact-messages';
import { orderTrackingMessages } from '../../web/src/features/order-tracking/order-tracking-messages';
import { quotePageMessages } from '../../web/src/features/quote-page/quote-page-messages';
import { sessionMessages } from '../../web/src/features/session/session-messages';
import { storeMessages } from '../../web/src/features/store/store-messages';

/**
 * The interface's words as the app's own message catalogues give them, so that a test names a button or a
 * heading as the visitor reads it without copying the text.
 */
const catalogues = [
  storeMessages,
  buyerFieldsMessages,
  contactMessages,
  formStatusMessages,
  orderTrackingMessages,
  quotePageMessages,
  backOfficeMessages,
  inboxMessages,
  ordersMessages,
  invoicesMessages,
  paymentsMessages,
  productsMessages,
  quotesMessages,
  teamMessages,
  todayMessages,
  passkeysMessages,
  myAccountMessages,
  businessMessages,
  sessionMessages,
  accountMessages,
  shellMessages,
] as const;

/** The ids of the messages of some catalogues. */
export type IdsOf<Catalogue> = Catalogue extends infer C
  ? C extends { en: infer E }
    ? keyof E & string
    : never
  : never;
export type MessageId = IdsOf<(typeof catalogues)[number]>;
type Values = Record<string, string | number>;

/** The words of some catalogues in one language, each message named by its id. */
export interface TextOf<MessageId extends string> {
  /** The message as the page shows it, its placeholders filled with `values`. */
  (id: MessageId, values?: Values): string;
  /**
   * The whole text of the message, its placeholders matching `values` (a text, or a pattern of the value),
   * any other placeholder standing for some text.
   */
  pattern(id: MessageId, values?: Record<string, string | number | RegExp>): RegExp;
  /** As `pattern`, found anywhere in a longer text. */
  part(id: MessageId, values?: Record<string, string | number | RegExp>): RegExp;
  /** The whole message as the page shows it with any one of `values` (where a value cannot be foretold). */
  anyOf(id: MessageId, values: Values[]): RegExp;
  /** Its first words, up to its first placeholder (or all of it): for a name that goes on. */
  start(id: MessageId): RegExp;
  /** A country's name in this language, as the country list shows it. */
  country(code: string): string;
  /** Items listed as a sentence does in this language ("7 and 14"). */
  list(items: string[]): string;
  /** An amount in euros as this language writes it, any space in it matching any space. */
  price(euros: number): RegExp;
}

export type InterfaceText = TextOf<MessageId>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The interface text in `language`. */
export function interfaceText(language: Language): InterfaceText {
  return textOf(catalogues, language);
}

/** The words of `ofCatalogues` in `language`. */
export function textOf<MessageId extends string>(
  ofCatalogues: readonly { en: object; fr: object }[],
  language: Language,
): TextOf<MessageId> {
  const locale = intlLocale(language);
  const source = (id: MessageId): string => {
    for (const catalogue of ofCatalogues) {
      const message = (catalogue[language] as Record<string, string>)[id];
      if (message !== undefined) return message;
    }
    throw new Error(`no message ${id} in the catalogues`);
  };
  const format = (message: string, values?: Values) =>
    String(new IntlMessageFormat(message, locale).format(values));
  const text = ((id: MessageId, values?: Values) => format(source(id), values)) as TextOf<MessageId>;
  const body = (id: MessageId, values: Record<string, string | number | RegExp>) =>
    source(id)
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return escapeRegExp(format(part));
        const value = values[name];
        if (value === undefined) return '.+';
        return value instanceof RegExp ? value.source : escapeRegExp(String(value));
      })
      .join('');
  text.pattern = (id, values = {}) => new RegExp(`^${body(id, values)}$`);
  text.part = (id, values = {}) => new RegExp(body(id, values));
  text.anyOf = (id, values) =>
    new RegExp(`^(?:${values.map((each) => escapeRegExp(text(id, each))).join('|')})$`);
  text.start = (id) => new RegExp(`^${escapeRegExp(format(source(id).split('{')[0]!))}`);
  text.country = (code) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  text.list = (items) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  text.price = (euros) =>
    new RegExp(
      escapeRegExp(
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(euros),
      ).replace(/\s/g, '\\s'),
    );
  return text;
}
