import type { Language } from '../../shared/language';
import { inertText } from '../../shared/inert-text';
import { escapeHtml } from '../lib/html/escape-html';
import { translator } from '../lib/i18n/catalogue';
import { mailBodyMessages } from './mail-body-messages';

/** One labelled value of a mail, shown as `label: value` in text and as a table row in HTML. */
export type MailField = readonly [label: string, value: string];

/** What a mail says, block by block; both bodies are rendered from it, so they never drift apart. */
export type MailBlock =
  | { kind: 'paragraph'; text: string; strong?: boolean }
  /** Introduces the next block, which follows it without a blank line in the text body. */
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; fields: readonly MailField[] }
  /** Text kept as written, line breaks included (a visitor's message). */
  | { kind: 'preformatted'; text: string }
  /** Short lines kept together (a closing and a signature). */
  | { kind: 'lines'; lines: readonly string[] }
  /** A button-like link in HTML, the address on its own line in text. Only http(s) addresses the server built. */
  | { kind: 'link'; text: string; href: string };

/**
 * The plain-text and HTML bodies of a mail. Every text is escaped in HTML: a block holds text, never markup.
 * What a visitor typed (field values, a message) is shown inert: in the order it was typed, whatever direction
 * controls it holds (inertText).
 */
export function renderMailBody(
  blocks: readonly MailBlock[],
  options: { language: Language; title: string },
): { text: string; html: string } {
  const text = blocks
    .map(
      (block, index) =>
        textOf(block, colonFor(options.language)) +
        (index === blocks.length - 1 ? '' : separatorAfter(block)),
    )
    .join('');
  const html =
    `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(options.title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#18202c">` +
    `${blocks.map(htmlOf).join('')}</body></html>`;
  return { text, html };
}

/** The colon after a label, as the language writes it. */
function colonFor(language: Language): string {
  return translator(mailBodyMessages, language)('colon');
}

function textOf(block: MailBlock, colon: string): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'preformatted':
      return inertText(block.text);
    case 'heading':
      return `${block.text}${colon}`;
    case 'fields':
      return block.fields.map(([label, value]) => `${label}${colon} ${inertText(value)}`).join('\n');
    case 'lines':
      return block.lines.join('\n');
    case 'link':
      return `${block.text}${colon}\n${block.href}`;
  }
}

function separatorAfter(block: MailBlock): string {
  return block.kind === 'heading' ? '\n' : '\n\n';
}

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.strong
        ? `<p><strong>${escapeHtml(block.text)}</strong></p>`
        : `<p>${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="font-size:16px">${escapeHtml(block.text)}</h2>`;
    case 'fields':
      return `<table style="border-collapse:collapse;margin:12px 0">${block.fields.map(fieldRow).join('')}</table>`;
    case 'preformatted':
      return `<p style="white-space:pre-wrap">${escapeHtml(inertText(block.text))}</p>`;
    case 'lines':
      return `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'link': {
      if (!/^https?:\/\//.test(block.href)) throw new Error('a mail link must be an http(s) address');
      return (
        `<p><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;` +
        `color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(block.text)}</a></p>` +
        `<p style="font-size:13px;color:#4f5866;word-break:break-all">${escapeHtml(block.href)}</p>`
      );
    }
  }
}

function fieldRow([label, value]: MailField): string {
  return (
    `<tr><th style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#4f5866;font-weight:600">` +
    `${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(inertText(value))}</td></tr>`
  );
}
