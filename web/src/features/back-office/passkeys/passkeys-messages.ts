import { defineCatalogue } from '@shared/i18n/define-catalogue';

/** The Passkeys view: the passkeys that sign the signed-in person in, added and removed here. */
export const passkeysMessages = defineCatalogue(
  {
    'passkeys.title': 'Passkeys',
    'passkeys.intro':
      'A passkey signs you in with this device’s fingerprint, face or PIN instead of your password.',
    'passkeys.add': 'Add a passkey',
    'passkeys.adding': 'Waiting for your device…',
    'passkeys.added': 'The passkey was added. Next time, choose “Sign in with a passkey”.',
    'passkeys.add.refused': 'The server did not accept this passkey. Try again.',
    'passkeys.add.network': 'The server could not be reached. Check your connection and try again.',
    'passkeys.add.cancelled':
      'No passkey was added: the request was cancelled or timed out, or this browser cannot create passkeys.',
    'passkeys.ipAddress.title': 'Passkeys cannot be used at this address.',
    'passkeys.ipAddress':
      'Browsers create passkeys only for a site reached by its host name (such as www.example.com, or localhost on this computer), never by an IP address such as {host}. This is not your browser’s fault: set PUBLIC_BASE_URL to the site’s host name, restart the server and open the back office at that address.',
    'passkeys.ipAddress.setup': 'See the public address in the setup',
    'passkeys.list': 'Your passkeys',
    'passkeys.none': 'You have no passkey yet.',
    'passkeys.name': 'Passkey {number}',
    'passkeys.added.on': 'added {date}',
    'passkeys.lastUsed': 'last used {date}',
    'passkeys.neverUsed': 'never used',
    'passkeys.remove': 'Remove',
    'passkeys.remove.named': 'Remove {name}',
  },
  {
    'passkeys.title': 'Clés d’accès',
    'passkeys.intro':
      'Une clé d’accès vous connecte avec l’empreinte, le visage ou le code de cet appareil, sans mot de passe.',
    'passkeys.add': 'Ajouter une clé d’accès',
    'passkeys.adding': 'En attente de votre appareil…',
    'passkeys.added':
      'La clé d’accès a été ajoutée. La prochaine fois, choisissez « Se connecter avec une clé d’accès ».',
    'passkeys.add.refused': 'Le serveur n’a pas accepté cette clé d’accès. Réessayez.',
    'passkeys.add.network': 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    'passkeys.add.cancelled':
      'Aucune clé d’accès n’a été ajoutée : la demande a été annulée ou a expiré, ou ce navigateur ne sait pas en créer.',
    'passkeys.ipAddress.title': 'Les clés d’accès ne peuvent pas être utilisées à cette adresse.',
    'passkeys.ipAddress':
      'Les navigateurs ne créent de clés d’accès que pour un site ouvert par son nom d’hôte (comme www.example.com, ou localhost sur cet ordinateur), jamais par une adresse IP comme {host}. Votre navigateur n’y est pour rien : indiquez le nom d’hôte du site dans PUBLIC_BASE_URL, redémarrez le serveur et ouvrez l’espace de gestion à cette adresse.',
    'passkeys.ipAddress.setup': 'Voir l’adresse publique dans les réglages',
    'passkeys.list': 'Vos clés d’accès',
    'passkeys.none': 'Vous n’avez pas encore de clé d’accès.',
    'passkeys.name': 'Clé d’accès {number}',
    'passkeys.added.on': 'ajoutée le {date}',
    'passkeys.lastUsed': 'utilisée pour la dernière fois le {date}',
    'passkeys.neverUsed': 'jamais utilisée',
    'passkeys.remove': 'Supprimer',
    'passkeys.remove.named': 'Supprimer {name}',
  },
);
