/** Payloads of `POST /api/messages` as the site's forms send them, for tests of the messages and their mails. */
export const contact = {
  type: 'contact',
  name: 'Jeanne Martin',
  email: 'jeanne@example.org',
  message: 'We are renovating a house near Annecy.\nCould you call me <next week>?',
  hp: '',
};

/** The app page's information request: a contact message without a name. */
export const infoRequest = {
  type: 'contact',
  name: '',
  email: 'integrator@example.org',
  message: 'Bonjour, je souhaite recevoir des informations sur l’application Domiko.',
  hp: '',
};

export const licenceOrder = {
  type: 'driver',
  driverName: 'netatmo-weather-station',
  company: 'Acme Domotique',
  firstName: 'Paul',
  lastName: 'Durand',
  address: '3 place Bellecour\n69002 Lyon',
  email: 'paul@acme.example',
  mac: '00-0f-ff-a1-b2-c3',
  hp: '',
};
