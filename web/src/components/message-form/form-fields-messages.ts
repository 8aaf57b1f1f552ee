import { defineCatalogue } from '@shared/i18n/define-catalogue';

/** What the fields of every form say of themselves: the sign-in forms load these, not the form's errors. */
export const formFieldsMessages = defineCatalogue(
  {
    'formFields.sending': 'Sending…',
    'formFields.honeypot': 'Leave this field empty',
  },
  {
    'formFields.sending': 'Envoi…',
    'formFields.honeypot': 'Laissez ce champ vide',
  },
);
