import { defineCatalogue } from '@shared/i18n/define-catalogue';

/** The home processor's MAC address field: the forms it is accepted in, and what to do when it is not. */
export const macAddressFieldMessages = defineCatalogue(
  {
    'macAddressField.hint': 'As the processor shows it, e.g. 00:0F:FF:12:34:56 or 000FFF123456',
    'macAddressField.invalid':
      'Enter the twelve hexadecimal digits of the MAC address, e.g. 00:0F:FF:12:34:56, 000FFF123456 or 000F.FF12.3456.',
  },
  {
    'macAddressField.hint': 'Telle que le processeur l’affiche, par ex. 00:0F:FF:12:34:56 ou 000FFF123456',
    'macAddressField.invalid':
      'Saisissez les douze chiffres hexadécimaux de l’adresse MAC, par ex. 00:0F:FF:12:34:56, 000FFF123456 ou 000F.FF12.3456.',
  },
);
