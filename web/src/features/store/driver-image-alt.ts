import type { Localized } from '@shared/language';

/** What each illustration shows, for people who cannot see it. */
export const driverImageAlt: Record<string, Localized<string>> = {
  'velux-klf200-gateway': {
    en: 'A Velux roof window with its blind, and the KLF 200 gateway that drives it by radio',
    fr: 'Une fenêtre de toit Velux avec son store, et la passerelle KLF 200 qui la pilote par radio',
  },
  'risco-alarm': {
    en: 'A Risco alarm keypad showing “system armed”',
    fr: 'Un clavier d’alarme Risco affichant « système armé »',
  },
  'opale-mirror-tv': {
    en: 'A mirror on a wall with a television picture showing through it, linked by a serial cable',
    fr: 'Un miroir mural laissant apparaître l’image d’un téléviseur, relié par un câble série',
  },
  'netatmo-energy': {
    en: 'A Netatmo thermostat showing 20.5° and a radiator fitted with a smart valve',
    fr: 'Un thermostat Netatmo affichant 20,5° et un radiateur équipé d’une vanne connectée',
  },
  'netatmo-weather-station': {
    en: 'The indoor and outdoor modules of a Netatmo weather station, with sun, rain and wind',
    fr: 'Les modules intérieur et extérieur d’une station météo Netatmo, avec soleil, pluie et vent',
  },
};
