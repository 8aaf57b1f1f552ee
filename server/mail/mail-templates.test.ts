import { describe, expect, it } from 'vitest';
import { ownerNotification } from './mail-templates';

describe('owner notification', () => {
  it.each(['en', 'fr'] as const)(
    'escapes what the visitor typed in the HTML body, and keeps it as typed in the text body (owner in %s)',
    (language) => {
      const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
      const mail = ownerNotification(
        {
          id: '6f1c0e2a-0000-4000-8000-000000000001',
          kind: 'contact',
          locale: 'fr',
          email: 'visitor@example.test',
          payload: {
            type: 'contact',
            name: hostile,
            email: 'visitor@example.test',
            message: hostile,
            hp: '',
          },
          createdAt: new Date('2026-11-22T06:00:00Z'),
        },
        { mailTo: 'owner@example.test', language },
      );
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.text).toContain(hostile);
      expect(mail.replyTo).toContain('visitor@example.test');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    },
  );
});
