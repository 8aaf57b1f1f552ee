import { type CatalogueLocale, findDriver, formatDriverPrice } from '../../shared/driver-catalogue';
import type { ContactPayload, LicenceOrderPayload, MessageKind } from '../../shared/message-payloads';
import type { BusinessSettings } from '../../shared/public-settings';

/** A message as stored, which is all a mail needs. */
export interface StoredMessage {
  id: string;
  kind: MessageKind;
  locale: CatalogueLocale;
  email: string;
  payload: ContactPayload | LicenceOrderPayload;
  createdAt: Date;
}

export interface MailContent {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

type Rows = [label: string, value: string][];

const ownerTexts = {
  en: {
    languageNames: { en: 'English', fr: 'French' },
    labels: {
      language: 'Language',
      received: 'Received',
      reference: 'Reference',
      driver: 'Driver',
      price: 'Price',
      company: 'Company',
      firstName: 'First name',
      lastName: 'Last name',
      address: 'Address',
      email: 'E-mail',
      mac: 'MAC address',
      name: 'Name',
      message: 'Message',
    },
    unknownPrice: 'unknown',
    order: {
      subject: (title: string, company: string) => `Licence order: ${title} — ${company}`,
      intro: (name: string) =>
        `A licence order arrived from the store. Send ${name} an invoice with a payment link within 24 hours; they have been told so.`,
    },
    info: {
      subject: (email: string) => `App information request from ${email}`,
      intro: 'An integrator asked for information about the app from the app page.',
    },
    contact: {
      subject: (name: string) => `Contact message from ${name}`,
      intro: 'A message arrived through the contact form.',
    },
  },
  fr: {
    languageNames: { en: 'anglais', fr: 'français' },
    labels: {
      language: 'Langue',
      received: 'Reçu le',
      reference: 'Référence',
      driver: 'Driver',
      price: 'Prix',
      company: 'Société',
      firstName: 'Prénom',
      lastName: 'Nom',
      address: 'Adresse',
      email: 'E-mail',
      mac: 'Adresse MAC',
      name: 'Nom',
      message: 'Message',
    },
    unknownPrice: 'inconnu',
    order: {
      subject: (title: string, company: string) => `Commande de licence : ${title} — ${company}`,
      intro: (name: string) =>
        `Une commande de licence est arrivée par la boutique. Envoyez à ${name} une facture avec un lien de paiement sous 24 heures : c’est ce qui lui a été annoncé.`,
    },
    info: {
      subject: (email: string) => `Demande d’informations sur l’application de ${email}`,
      intro: 'Un intégrateur demande des informations sur l’application depuis sa page.',
    },
    contact: {
      subject: (name: string) => `Message de contact de ${name}`,
      intro: 'Un message est arrivé par le formulaire de contact.',
    },
  },
} as const;

/**
 * The owner's notification, in the owner's language (`MAIL_TO_LANGUAGE`): a subject that says what arrived,
 * `Reply-To` the sender so answering is one click, and every field in plain text and HTML.
 */
export function ownerNotification(
  message: StoredMessage,
  options: { mailTo: string; language: CatalogueLocale },
): MailContent {
  const { language } = options;
  const texts = ownerTexts[language];
  const { labels } = texts;
  const common: Rows = [
    [labels.language, texts.languageNames[message.locale]],
    [labels.received, formatDate(message.createdAt)],
    [labels.reference, message.id],
  ];
  let subject: string;
  let intro: string;
  let rows: Rows;
  let body: string | undefined;

  if (message.payload.type === 'driver') {
    const order = message.payload;
    const driver = findDriver(order.driverName);
    const title = driver?.title[language] ?? order.driverName;
    subject = texts.order.subject(title, order.company);
    intro = texts.order.intro(`${order.firstName} ${order.lastName}`);
    rows = [
      [labels.driver, `${title} (${order.driverName})`],
      [labels.price, driver ? formatDriverPrice(driver.priceExclVat, language) : texts.unknownPrice],
      [labels.company, order.company],
      [labels.firstName, order.firstName],
      [labels.lastName, order.lastName],
      [labels.address, order.address],
      [labels.email, order.email],
      [labels.mac, order.mac],
      ...common,
    ];
  } else if (message.kind === 'info_request') {
    subject = texts.info.subject(message.payload.email);
    intro = texts.info.intro;
    rows = [[labels.email, message.payload.email], ...common];
    body = message.payload.message;
  } else {
    subject = texts.contact.subject(message.payload.name);
    intro = texts.contact.intro;
    rows = [[labels.name, message.payload.name], [labels.email, message.payload.email], ...common];
    body = message.payload.message;
  }

  return {
    to: options.mailTo,
    replyTo: message.email,
    subject,
    text: [
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(body ? ['', `${labels.message}:`, body] : []),
    ].join('\n'),
    html: htmlPage(
      subject,
      `<p>${escapeHtml(intro)}</p>${htmlTable(rows)}${
        body
          ? `<h2 style="font-size:16px">${escapeHtml(labels.message)}</h2><p style="white-space:pre-wrap">${escapeHtml(body)}</p>`
          : ''
      }`,
      language,
    ),
  };
}

const confirmationTexts = {
  en: {
    subject: (title: string) => `Your licence order: ${title}`,
    greeting: (firstName: string) => `Hello ${firstName},`,
    thanks: (title: string, price: string) => `Thank you for ordering a licence for the ${title} (${price}).`,
    promise:
      'Within 24 hours you will receive an invoice with a payment link. As soon as the payment is received, we send you the licence by e-mail.',
    summary: 'Your order',
    labels: {
      driver: 'Driver',
      company: 'Company',
      name: 'Name',
      address: 'Address',
      email: 'E-mail',
      mac: 'Home processor MAC address',
    },
    correction: 'If any of these details is wrong, simply reply to this e-mail.',
    closing: 'Kind regards,',
  },
  fr: {
    subject: (title: string) => `Votre commande de licence : ${title}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    thanks: (title: string, price: string) => `Merci pour votre commande de licence : ${title} (${price}).`,
    promise:
      'Vous recevrez sous 24 heures une facture avec un lien de paiement. Dès réception du paiement, nous vous envoyons la licence par e-mail.',
    summary: 'Votre commande',
    labels: {
      driver: 'Driver',
      company: 'Société',
      name: 'Nom',
      address: 'Adresse',
      email: 'E-mail',
      mac: 'Adresse MAC du processeur',
    },
    correction: 'Si l’une de ces informations est inexacte, répondez simplement à cet e-mail.',
    closing: 'Bien cordialement,',
  },
} as const;

/** The customer's confirmation of a licence order, in the language they used, restating the promise. */
export function customerConfirmation(
  message: StoredMessage,
  options: { mailTo: string; business: BusinessSettings },
): MailContent {
  if (message.payload.type !== 'driver') throw new Error(`no confirmation for a ${message.kind}`);
  const order = message.payload;
  const texts = confirmationTexts[message.locale];
  const driver = findDriver(order.driverName);
  const title = driver?.title[message.locale] ?? order.driverName;
  const price = driver ? formatDriverPrice(driver.priceExclVat, message.locale) : '';
  const rows: Rows = [
    [texts.labels.driver, title],
    [texts.labels.company, order.company],
    [texts.labels.name, `${order.firstName} ${order.lastName}`],
    [texts.labels.address, order.address],
    [texts.labels.email, order.email],
    [texts.labels.mac, order.mac],
  ];
  const { business } = options;
  const signature = [business.ownerName, business.businessName, business.phone];
  const subject = texts.subject(title);
  return {
    to: order.email,
    replyTo: options.mailTo,
    subject,
    text: [
      texts.greeting(order.firstName),
      '',
      texts.thanks(title, price),
      '',
      texts.promise,
      '',
      `${texts.summary}:`,
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      texts.correction,
      '',
      texts.closing,
      ...signature,
    ].join('\n'),
    html: htmlPage(
      subject,
      [
        `<p>${escapeHtml(texts.greeting(order.firstName))}</p>`,
        `<p>${escapeHtml(texts.thanks(title, price))}</p>`,
        `<p><strong>${escapeHtml(texts.promise)}</strong></p>`,
        `<h2 style="font-size:16px">${escapeHtml(texts.summary)}</h2>`,
        htmlTable(rows),
        `<p>${escapeHtml(texts.correction)}</p>`,
        `<p>${escapeHtml(texts.closing)}<br>${signature.map(escapeHtml).join('<br>')}</p>`,
      ].join(''),
      message.locale,
    ),
  };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function htmlTable(rows: Rows): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#4f5866;font-weight:600">${escapeHtml(
          label,
        )}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;margin:12px 0">${cells}</table>`;
}

function htmlPage(title: string, content: string, lang: string = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(
    title,
  )}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#18202c">${content}</body></html>`;
}

function formatDate(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}
