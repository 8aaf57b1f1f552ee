import { UNSTORABLE_TEXT_REASON } from '@shared/storable-text';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeSendError } from './form-status';

const refused = (fields: Record<string, string>) =>
  new ApiError(400, 'Some fields are missing or invalid.', { code: 'invalid_request', fields });

describe('what a refused message form says', () => {
  it('names the fields to check', () => {
    const error = refused({ email: 'must be a valid e-mail address' });
    expect(describeSendError(error, 'en', { email: 'Email', name: 'Name' })).toBe(
      'Your message was not sent. Please check: Email.',
    );
  });

  it('says a field holds an invisible character, which checking would not find, in both languages', () => {
    const error = refused({ name: UNSTORABLE_TEXT_REASON });
    expect(describeSendError(error, 'en', { name: 'Name' })).toBe(
      'Your message was not sent: Name holds an invisible character (a line separator or a text direction mark, often copied with the text). Please type it again.',
    );
    expect(describeSendError(error, 'fr', { name: 'Nom' })).toMatch(
      /^Votre message n’a pas été envoyé : Nom contient un caractère invisible/,
    );
  });
});
