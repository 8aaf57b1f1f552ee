import { bilingual } from '@/i18n/bilingual';

/** What the fields of every form say of themselves: the sign-in forms load these, not the form's errors. */
export const formFieldsMessages = bilingual(
  {
    'formFields.sending': 'Sending…',
    'formFields.honeypot': 'Leave this field empty',
  },
  {
    'formFields.sending': 'Envoi…',
    'formFields.honeypot': 'Laissez ce champ vide',
  },
);
