import { bilingual } from '@/i18n/bilingual';

export const contactMessages = bilingual(
  {
    'contact.title': 'Contact',
    'contact.description':
      'Write to us about your project: home automation, audio-video, security or a driver licence.',
    'contact.summary': 'Tell us about your project and we will get back to you quickly.',
  },
  {
    'contact.title': 'Contact',
    'contact.description':
      'Parlez-nous de votre projet : domotique, audio-vidéo, sécurité ou licence de driver.',
    'contact.summary': 'Décrivez-nous votre projet, nous vous répondons rapidement.',
  },
);
