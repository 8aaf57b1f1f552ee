import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const domikoMessages = defineCatalogue(
  {
    'domiko.title': 'The app',
    'domiko.description':
      'A home control app for iOS, Android, macOS, Windows and the Web, built around your home processor.',
    'domiko.platforms': 'Available on',
    'domiko.cta.download': 'Download the app',
    'domiko.cta.inform': 'Ask for information',
    'domiko.illustrations': 'Screens of the app',
    'domiko.download.title': 'Download {app}',
    'domiko.download.text':
      'Scan the code with your phone’s camera, or tap the badge. On Mac, Windows and the Web, we give you access when your site is set up.',
    'domiko.download.appStore.name': 'iPhone and iPad',
    'domiko.download.googlePlay.name': 'Android phones and tablets',
    'domiko.download.appStore.qr': 'QR code to download {app} from the App Store',
    'domiko.download.googlePlay.qr': 'QR code to download {app} from Google Play',
    'domiko.badge.appStore': 'Download on the App Store',
    'domiko.badge.googlePlay': 'Get it on Google Play',
    'domiko.badge.appStore.small': 'Download on the',
    'domiko.badge.appStore.big': 'App Store',
    'domiko.badge.googlePlay.small': 'GET IT ON',
    'domiko.badge.googlePlay.big': 'Google Play',
  },
  {
    'domiko.title': 'L’application',
    'domiko.description':
      'Une application de pilotage pour iOS, Android, macOS, Windows et le Web, construite autour de votre processeur domotique.',
    'domiko.platforms': 'Disponible sur',
    'domiko.cta.download': 'Télécharger l’application',
    'domiko.cta.inform': 'Demander des informations',
    'domiko.illustrations': 'Écrans de l’application',
    'domiko.download.title': 'Télécharger {app}',
    'domiko.download.text':
      'Scannez le code avec l’appareil photo de votre téléphone, ou touchez le badge. Sur Mac, Windows et le Web, nous vous ouvrons l’accès à la mise en service de votre site.',
    'domiko.download.appStore.name': 'iPhone et iPad',
    'domiko.download.googlePlay.name': 'Smartphones et tablettes Android',
    'domiko.download.appStore.qr': 'QR code pour télécharger {app} dans l’App Store',
    'domiko.download.googlePlay.qr': 'QR code pour télécharger {app} sur Google Play',
    'domiko.badge.appStore': 'Télécharger dans l’App Store',
    'domiko.badge.googlePlay': 'Disponible sur Google Play',
    'domiko.badge.appStore.small': 'Télécharger dans',
    'domiko.badge.appStore.big': 'l’App Store',
    'domiko.badge.googlePlay.small': 'DISPONIBLE SUR',
    'domiko.badge.googlePlay.big': 'Google Play',
  },
);
