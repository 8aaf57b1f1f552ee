import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '@shared/inbox-schemas';
import { replyLink } from './reply-link';

const message = {
  email: 'jean.moulin@example.org',
  kind: 'licence_order',
  locale: 'fr',
  driver: 'risco-alarm',
  driverTitle: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
} as InboxMessage;

const subjectOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('subject') ?? '');
const failOnError = (error: unknown) => {
  throw error;
};

describe('the reply by e-mail', () => {
  it('writes to the visitor in their language, an order’s reply under its confirmation’s subject', () => {
    const link = replyLink(message, failOnError);
    expect(link.startsWith('mailto:jean.moulin@example.org?subject=')).toBe(true);
    expect(subjectOf(link)).toBe('Re : Votre commande de licence : Driver alarme Risco');
    expect(subjectOf(replyLink({ ...message, locale: 'en' }, failOnError))).toBe(
      'Re: Your licence order: Risco alarm driver',
    );
  });

  it('names the driver by its key when its title is gone', () => {
    expect(subjectOf(replyLink({ ...message, locale: 'en', driverTitle: null }, failOnError))).toBe(
      'Re: Your licence order: risco-alarm',
    );
  });

  it('answers a message and an information request with their own subjects', () => {
    expect(subjectOf(replyLink({ ...message, kind: 'contact' }, failOnError))).toBe('Re : Votre message');
    expect(subjectOf(replyLink({ ...message, kind: 'info_request', locale: 'en' }, failOnError))).toBe(
      'Re: Your information request about the app',
    );
    expect(subjectOf(replyLink({ ...message, kind: 'info_request' }, failOnError))).toBe(
      'Re : Votre demande d’informations sur l’application',
    );
  });
});
