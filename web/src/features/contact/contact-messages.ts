import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const contactMessages = defineCatalogue(
  {
    'contact.title': 'Contact',
    'contact.description':
      'Write to us about your project: home automation, audio-video, security or a driver licence.',
    'contact.summary': 'Tell us about your project and we will get back to you quickly.',
    'contact.heading': 'Let’s talk about your project',
    'contact.lead':
      'A new build, a renovation, a system to take over or a driver to integrate: describe what you have in mind and we will get back to you within one working day.',
    'contact.details.heading': 'Contact details',
    'contact.details.owner': 'Your contact',
    'contact.details.address': 'Address',
    'contact.details.phone': 'Phone',
    'contact.details.email': 'E-mail',
    'contact.details.social': 'Follow us',
    'contact.details.linkedin': 'LinkedIn',
    'contact.details.instagram': 'Instagram',
    'contact.form.heading': 'Send us a message',
    'contact.form.name': 'Name',
    'contact.form.email': 'Email',
    'contact.form.message': 'Message',
    'contact.form.submit': 'Submit',
    'contact.form.sent': 'Thank you, your message has been sent. We will get back to you shortly.',
    'contact.form.required': 'All fields are required.',
  },
  {
    'contact.title': 'Contact',
    'contact.description':
      'Parlez-nous de votre projet : domotique, audio-vidéo, sécurité ou licence de driver.',
    'contact.summary': 'Décrivez-nous votre projet, nous vous répondons rapidement.',
    'contact.heading': 'Parlons de votre projet',
    'contact.lead':
      'Construction neuve, rénovation, installation à reprendre ou driver à intégrer : décrivez-nous votre projet, nous vous répondons sous un jour ouvré.',
    'contact.details.heading': 'Coordonnées',
    'contact.details.owner': 'Votre interlocuteur',
    'contact.details.address': 'Adresse',
    'contact.details.phone': 'Téléphone',
    'contact.details.email': 'E-mail',
    'contact.details.social': 'Suivez-nous',
    'contact.details.linkedin': 'LinkedIn',
    'contact.details.instagram': 'Instagram',
    'contact.form.heading': 'Écrivez-nous',
    'contact.form.name': 'Nom',
    'contact.form.email': 'E-mail',
    'contact.form.message': 'Message',
    'contact.form.submit': 'Envoyer',
    'contact.form.sent': 'Merci, votre message a bien été envoyé. Nous vous répondons très vite.',
    'contact.form.required': 'Tous les champs sont obligatoires.',
  },
);
