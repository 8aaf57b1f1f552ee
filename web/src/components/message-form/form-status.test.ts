import { UNSTORABLE_TEXT_REASON } from '@shared/storable-text';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { describeSendError } from './form-status';

const refused = (fields: Record<string, string>) =>
  new ApiError(400, 'Some fields are missing or invalid.', { code: 'invalid_request', fields });

describe('what a refused message form says', () => {
  it('names the fields to check', () => {
    const error = refused({ email: 'must be a valid e-mail address', name: 'required' });
    expect(describeSendError(error, 'en', { email: 'Email', name: 'Name' })).toBe(
      'Your message was not sent. Please check: Email, Name.',
    );
    expect(describeSendError(error, 'fr', { email: 'E-mail', name: 'Nom' })).toBe(
      'Votre message n’a pas été envoyé. Vérifiez : E-mail, Nom.',
    );
  });

  it('says a field holds an invisible character, which checking would not find, in both languages', () => {
    const error = refused({ name: UNSTORABLE_TEXT_REASON });
    expect(describeSendError(error, 'en', { name: 'Name' })).toBe(
      'Your message was not sent: Name holds an invisible character (a line separator or a text direction mark, often copied with the text). Please type it again.',
    );
    expect(describeSendError(error, 'fr', { name: 'Nom' })).toBe(
      'Votre message n’a pas été envoyé : Nom contient un caractère invisible (un séparateur de ligne ou une marque de sens d’écriture, souvent copiés avec le texte). Saisissez-le à nouveau.',
    );
  });

  it('speaks of several fields with invisible characters in the plural', () => {
    const error = refused({ name: UNSTORABLE_TEXT_REASON, message: UNSTORABLE_TEXT_REASON });
    expect(describeSendError(error, 'en', { name: 'Name', message: 'Message' })).toMatch(
      /^Your message was not sent: Name, Message hold an invisible character .* Please type them again\.$/,
    );
    expect(describeSendError(error, 'fr', { name: 'Nom', message: 'Message' })).toMatch(
      /^Votre message n’a pas été envoyé : Nom, Message contiennent un caractère invisible .* Saisissez-les à nouveau\.$/,
    );
  });

  it('says how long to wait when the server said it, a minute when it did not', () => {
    const tooMany = (retryAfterSeconds?: number) =>
      new ApiError(429, 'Too many requests', { code: 'rate_limited', retryAfterSeconds });
    expect(describeSendError(tooMany(30), 'en', {})).toBe(
      'Too many messages have been sent from your connection. Please try again in 30 seconds.',
    );
    expect(describeSendError(tooMany(1), 'en', {})).toMatch(/ in 1 second\.$/);
    expect(describeSendError(tooMany(), 'en', {})).toMatch(/ in a minute\.$/);
    expect(describeSendError(tooMany(30), 'fr', {})).toBe(
      'Trop de messages ont été envoyés depuis votre connexion. Réessayez dans 30 secondes.',
    );
    expect(describeSendError(tooMany(1), 'fr', {})).toMatch(/ dans 1 seconde\.$/);
    expect(describeSendError(tooMany(), 'fr', {})).toMatch(/ dans une minute\.$/);
  });

  it('gives the status of a server failure, and says when the server could not be reached', () => {
    expect(describeSendError(new ApiError(503, 'Unavailable'), 'en', {})).toBe(
      'Your message was not sent: the server could not store it (error 503). Please try again in a moment.',
    );
    expect(describeSendError(new ApiError(503, 'Unavailable'), 'fr', {})).toBe(
      'Votre message n’a pas été envoyé : le serveur n’a pas pu l’enregistrer (erreur 503). Réessayez dans un instant.',
    );
    expect(describeSendError(new NetworkError(new TypeError('Failed to fetch')), 'en', {})).toMatch(
      /the server could not be reached/,
    );
  });
});
