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

const languageNames: Record<CatalogueLocale, string> = { en: 'English', fr: 'French' };

/**
 * The owner's notification: a subject that says what arrived, `Reply-To` the sender so answering is one
 * click, and every field in plain text and HTML.
 */
export function ownerNotification(message: StoredMessage, options: { mailTo: string }): MailContent {
  const common: Rows = [
    ['Language', languageNames[message.locale]],
    ['Received', formatDate(message.createdAt)],
    ['Reference', message.id],
  ];
  let subject: string;
  let intro: string;
  let rows: Rows;
  let body: string | undefined;

  if (message.payload.type === 'driver') {
    const order = message.payload;
    const driver = findDriver(order.driverName);
    const title = driver?.title.en ?? order.driverName;
    subject = `Licence order: ${title} — ${order.company}`;
    intro = `A licence order arrived from the store. Send ${order.firstName} ${order.lastName} an invoice with a payment link within 24 hours; they have been told so.`;
    rows = [
      ['Driver', `${title} (${order.driverName})`],
      ['Price', driver ? formatDriverPrice(driver.priceExclVat, 'en') : 'unknown'],
      ['Company', order.company],
      ['First name', order.firstName],
      ['Last name', order.lastName],
      ['Address', order.address],
      ['E-mail', order.email],
      ['MAC address', order.mac],
      ...common,
    ];
  } else if (message.kind === 'info_request') {
    subject = `App information request from ${message.payload.email}`;
    intro = 'An integrator asked for information about the app from the app page.';
    rows = [['E-mail', message.payload.email], ...common];
    body = message.payload.message;
  } else {
    subject = `Contact message from ${message.payload.name}`;
    intro = 'A message arrived through the contact form.';
    rows = [['Name', message.payload.name], ['E-mail', message.payload.email], ...common];
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
      ...(body ? ['', 'Message:', body] : []),
    ].join('\n'),
    html: htmlPage(
      subject,
      `<p>${escapeHtml(intro)}</p>${htmlTable(rows)}${
        body
          ? `<h2 style="font-size:16px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(body)}</p>`
          : ''
      }`,
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
