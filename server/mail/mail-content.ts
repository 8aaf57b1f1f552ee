import { inertText } from '../../shared/inert-text';

/** A mail as a feature renders it; the outbox adds the sender and a Message-ID when it sends it. */
export interface MailContent {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Documents the mail carries (an invoice PDF, a licence file). */
  attachments?: MailAttachment[];
}

interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Builds a mail's content with its subject on one line: a line break a visitor typed into a value quoted in
 * the subject (a name, a company) never reaches the header, nor does a direction control reorder it.
 */
export function mailContent(content: MailContent): MailContent {
  return { ...content, subject: inertText(content.subject).replace(/\s+/g, ' ').trim() };
}
