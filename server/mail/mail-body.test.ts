import { describe, expect, it } from 'vitest';
import { renderMailBody } from './mail-body';
import { mailContent } from './mail-content';

describe('what a visitor typed, in a mail', () => {
  const typed = 'Please pay invoice\u202Efdp.exe\u202C\u2028now';

  it('is shown in the order it was typed, its separators as line breaks, in the text and HTML bodies', () => {
    const { text, html } = renderMailBody(
      [
        { kind: 'fields', fields: [['Name', 'Ada \u202Eevil']] },
        { kind: 'preformatted', text: typed },
      ],
      { language: 'en', title: 'New message' },
    );
    expect(text).toBe('Name: Ada evil\n\nPlease pay invoicefdp.exe\nnow');
    expect(html).toContain('Ada evil</td>');
    expect(html).toContain('Please pay invoicefdp.exe\nnow</p>');
    expect(`${text}${html}`).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u2028\u2029]/);
  });

  it('keeps the subject on one line and in the typed order', () => {
    const mail = mailContent({
      to: 'owner@example.test',
      replyTo: 'visitor@example.test',
      subject: 'Message from \u202Eevil\u2028Bcc: x',
      text: '',
      html: '',
    });
    expect(mail.subject).toBe('Message from evil Bcc: x');
  });
});
