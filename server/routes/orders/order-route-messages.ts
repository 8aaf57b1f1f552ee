import { defineCatalogue } from '../../lib/i18n/catalogue';

/** What the orders API says to the person in the back office, in their language. */
export const orderRouteMessages = defineCatalogue(
  {
    conflict:
      'This order has moved on in the meantime (now {status, select, new {new} invoiced {invoiced} paid {paid} licence_sent {licence sent} cancelled {cancelled} other {{status}}}): nothing was changed.',
    'signing.not_configured':
      'Licences cannot be issued: no signing key is configured. Create one with "npm run licences -- keygen PATH", set LICENCE_PRIVATE_KEY_FILE to that path and restart the server.',
    'signing.unreadable':
      'Licences cannot be issued: the signing key file set in LICENCE_PRIVATE_KEY_FILE cannot be read. Check the path and its permissions, then restart the server.',
    'signing.not_rsa':
      'Licences cannot be issued: the file set in LICENCE_PRIVATE_KEY_FILE is not an RSA private key (PEM, PKCS#8). Create one with "npm run licences -- keygen PATH" and restart the server.',
    'signing.too_short':
      'Licences cannot be issued: the signing key is shorter than 2048 bits. Create a new one with "npm run licences -- keygen PATH" and restart the server.',
  },
  {
    conflict:
      'Cette commande a changé entre-temps (elle est maintenant {status, select, new {nouvelle} invoiced {facturée} paid {payée} licence_sent {licence envoyée} cancelled {annulée} other {{status}}}) : rien n’a été modifié.',
    'signing.not_configured':
      'Impossible d’émettre des licences : aucune clé de signature n’est configurée. Créez-en une avec « npm run licences -- keygen CHEMIN », indiquez ce chemin dans LICENCE_PRIVATE_KEY_FILE et redémarrez le serveur.',
    'signing.unreadable':
      'Impossible d’émettre des licences : le fichier de clé indiqué dans LICENCE_PRIVATE_KEY_FILE est illisible. Vérifiez le chemin et ses droits, puis redémarrez le serveur.',
    'signing.not_rsa':
      'Impossible d’émettre des licences : le fichier indiqué dans LICENCE_PRIVATE_KEY_FILE n’est pas une clé privée RSA (PEM, PKCS#8). Créez-en une avec « npm run licences -- keygen CHEMIN » et redémarrez le serveur.',
    'signing.too_short':
      'Impossible d’émettre des licences : la clé de signature fait moins de 2048 bits. Créez-en une nouvelle avec « npm run licences -- keygen CHEMIN » et redémarrez le serveur.',
  },
);
