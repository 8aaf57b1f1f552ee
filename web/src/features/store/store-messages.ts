import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const storeMessages = defineCatalogue(
  {
    'store.title': 'Store',
    'store.description': 'Drivers for your home processor: documentation, downloads and licences.',
    'store.summary': 'Drivers for your home processor, with their documentation.',
    'store.heading': 'Drivers for your {brand} home processor',
    'store.intro':
      'We write the drivers we need on our own projects, then maintain them for other integrators. Read the documentation, download the driver and try it on your system; once you are convinced, order a licence for the processor it runs on.',
    'store.intro.point1': 'Tested on installations we maintain',
    'store.intro.point2': 'Documentation for each driver',
    'store.intro.point3': 'One licence per home processor',
    'store.listHeading': 'Our drivers',
    'store.documentation': 'Documentation',
    'store.download': 'Download',
    'store.buy': 'Buy · {price}',
    'store.free': 'Free',
    'store.fileHint.pdf': 'PDF',
    'store.dialog.title': 'Licence order',
    'store.dialog.close': 'Close',
    'store.dialog.driver': 'Licence for the {driver}: {price}',
    'store.dialog.paragraph1':
      'Fill in the form below with the details to appear on the invoice and the MAC address of the home processor that will run the driver: each licence is tied to one processor.',
    'store.dialog.paragraph2':
      '{paymentLink, select, yes {Within 24 hours you will receive an invoice with a payment link.} other {Within 24 hours you will receive an invoice with the details for paying it by bank transfer.}} As soon as the payment is received, we send you the licence by e-mail.',
    'store.dialog.firstName': 'First name',
    'store.dialog.lastName': 'Last name',
    'store.dialog.email': 'Email',
    'store.dialog.mac': 'Home processor MAC address',
    'store.dialog.submit': 'Send the order',
    'store.dialog.sent':
      'Thank you, your order has been sent. A confirmation is on its way to your inbox, and the invoice will follow within 24 hours.',
  },
  {
    'store.title': 'Boutique',
    'store.description':
      'Drivers pour votre processeur domotique : documentation, téléchargements et licences.',
    'store.summary': 'Des drivers pour votre processeur domotique, avec leur documentation.',
    'store.heading': 'Des drivers pour votre processeur domotique {brand}',
    'store.intro':
      'Nous développons les drivers dont nous avons besoin sur nos propres chantiers, puis nous les maintenons pour les autres intégrateurs. Lisez la documentation, téléchargez le driver et essayez-le sur votre installation ; une fois convaincu, commandez une licence pour le processeur qui l’exécute.',
    'store.intro.point1': 'Éprouvés sur les installations que nous maintenons',
    'store.intro.point2': 'Une documentation pour chaque driver',
    'store.intro.point3': 'Une licence par processeur domotique',
    'store.listHeading': 'Nos drivers',
    'store.documentation': 'Documentation',
    'store.download': 'Télécharger',
    'store.buy': 'Acheter · {price}',
    'store.free': 'Gratuit',
    'store.fileHint.pdf': 'PDF',
    'store.dialog.title': 'Commande de licence',
    'store.dialog.close': 'Fermer',
    'store.dialog.driver': 'Licence du {driver} : {price}',
    'store.dialog.paragraph1':
      'Indiquez ci-dessous les informations à faire figurer sur la facture et l’adresse MAC du processeur domotique qui exécutera le driver : chaque licence est liée à un processeur.',
    'store.dialog.paragraph2':
      '{paymentLink, select, yes {Vous recevrez sous 24 heures une facture avec un lien de paiement.} other {Vous recevrez sous 24 heures une facture avec les coordonnées pour la régler par virement.}} Dès réception du paiement, nous vous envoyons la licence par e-mail.',
    'store.dialog.firstName': 'Prénom',
    'store.dialog.lastName': 'Nom',
    'store.dialog.email': 'E-mail',
    'store.dialog.mac': 'Adresse MAC du processeur domotique',
    'store.dialog.submit': 'Envoyer la commande',
    'store.dialog.sent':
      'Merci, votre commande est envoyée. Une confirmation arrive dans votre boîte mail ; la facture suivra sous 24 heures.',
  },
);
