import { defineCatalogue } from '../../../lib/i18n/catalogue';

/** Why the server cannot sign licences, for the owner in the back office (the log has the technical detail). */
export const licenceSigningMessages = defineCatalogue(
  {
    not_configured:
      'Licences cannot be issued: no signing key is configured on the server (setting LICENCE_PRIVATE_KEY_FILE). Create one with “npm run licences -- keygen PATH”, set LICENCE_PRIVATE_KEY_FILE to PATH and restart the server.',
    unreadable:
      'Licences cannot be issued: the server cannot read its signing key (the file LICENCE_PRIVATE_KEY_FILE names is missing, unreadable or not an unencrypted PEM private key). Fix the file and restart the server; the server log says what is wrong.',
    not_rsa:
      'Licences cannot be issued: the signing key is not an RSA key, and the drivers only verify RSA signatures. Set LICENCE_PRIVATE_KEY_FILE to the RSA key made with “npm run licences -- keygen PATH” and restart the server.',
    too_short:
      'Licences cannot be issued: the signing key is shorter than 2048 bits. Set LICENCE_PRIVATE_KEY_FILE to the key made with “npm run licences -- keygen PATH” and restart the server.',
  },
  {
    not_configured:
      'Les licences ne peuvent pas être émises : aucune clé de signature n’est configurée sur le serveur (réglage LICENCE_PRIVATE_KEY_FILE). Créez-en une avec « npm run licences -- keygen CHEMIN », indiquez CHEMIN dans LICENCE_PRIVATE_KEY_FILE et redémarrez le serveur.',
    unreadable:
      'Les licences ne peuvent pas être émises : le serveur ne peut pas lire sa clé de signature (le fichier indiqué par LICENCE_PRIVATE_KEY_FILE est absent, illisible ou n’est pas une clé privée PEM non chiffrée). Corrigez le fichier et redémarrez le serveur ; le journal du serveur indique le problème.',
    not_rsa:
      'Les licences ne peuvent pas être émises : la clé de signature n’est pas une clé RSA, or les drivers ne vérifient que des signatures RSA. Indiquez dans LICENCE_PRIVATE_KEY_FILE la clé RSA créée avec « npm run licences -- keygen CHEMIN » et redémarrez le serveur.',
    too_short:
      'Les licences ne peuvent pas être émises : la clé de signature fait moins de 2048 bits. Indiquez dans LICENCE_PRIVATE_KEY_FILE la clé créée avec « npm run licences -- keygen CHEMIN » et redémarrez le serveur.',
  },
);
