import { defineCatalogue } from '../../lib/i18n/catalogue';

/** Why account linking was refused: the page or text the browser shows during Google Home linking. */
export const refusalMessages = defineCatalogue(
  {
    title: 'Account linking refused',
    notConfigured: 'Google Home account linking is not configured on this site.',
    wrongClient: 'This authorization request does not come from the registered Google Home integration.',
    wrongRedirect: 'The redirect address of this authorization request is not allowed.',
    badRequest: 'The request is incomplete: authCode, firebaseToken and redirectUri are required.',
    badToken: 'Your Google sign-in could not be verified. Please sign in again.',
    unknownCode:
      'This linking request is invalid, already used or expired. Start again from the Google Home app.',
    redirectMismatch: 'The redirect address does not match this linking request.',
    unavailable: 'Google sign-in could not be checked right now. Please try again in a moment.',
  },
  {
    title: 'Association impossible',
    notConfigured: 'L’association de compte Google Home n’est pas configurée sur ce site.',
    wrongClient: 'Cette demande d’autorisation ne provient pas de l’intégration Google Home enregistrée.',
    wrongRedirect: 'L’adresse de retour de cette demande d’autorisation n’est pas autorisée.',
    badRequest: 'La requête est incomplète : authCode, firebaseToken et redirectUri sont requis.',
    badToken: 'Votre connexion Google n’a pas pu être vérifiée. Veuillez vous reconnecter.',
    unknownCode:
      'Cette demande d’association est invalide, déjà utilisée ou expirée. Recommencez depuis l’application Google Home.',
    redirectMismatch: 'L’adresse de retour ne correspond pas à cette demande d’association.',
    unavailable: 'La connexion Google ne peut pas être vérifiée pour le moment. Réessayez dans un instant.',
  },
);

/** A reason for refusing, by its message key. */
export type RefusalReason = Exclude<keyof (typeof refusalMessages)['en'], 'title'>;
