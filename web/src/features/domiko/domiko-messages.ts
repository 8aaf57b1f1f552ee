import { bilingual } from '@/i18n/bilingual';

export const domikoMessages = bilingual(
  {
    'domiko.title': 'The app',
    'domiko.description':
      'A home control app for iOS, Android, macOS, Windows and the Web, built around your home processor.',
    'domiko.summary': 'Control your whole home from one app, on every device.',
  },
  {
    'domiko.title': 'L’application',
    'domiko.description':
      'Une application de pilotage pour iOS, Android, macOS, Windows et le Web, construite autour de votre processeur domotique.',
    'domiko.summary': 'Pilotez toute la maison depuis une seule application, sur tous vos appareils.',
  },
);
