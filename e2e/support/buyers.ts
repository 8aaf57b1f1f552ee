import type { LicenceOrderPayload } from '../../shared/message-schemas';

/** The buyer's own details of a licence order (`postLicenceOrder`): who they are and where, not what they buy. */
type Buyer = Partial<
  Pick<LicenceOrderPayload, 'firstName' | 'lastName' | 'address' | 'postcode' | 'city' | 'country' | 'siren'>
>;

/** Anaïs Lefèvre, buying for a business in Lyon whose SIREN is a valid one. */
export const buyerInLyon = {
  firstName: 'Anaïs',
  lastName: 'Lefèvre',
  address: '14 avenue Jean-Jaurès',
  postcode: '69007',
  city: 'Lyon',
  siren: '552100554',
} satisfies Buyer;

/** Hélène Dupré, buying for a business in Évian-les-Bains, France (its SIREN given with the order). */
export const buyerInEvian = {
  firstName: 'Hélène',
  lastName: 'Dupré',
  address: '3 quai Baron de Blonay',
  postcode: '74500',
  city: 'Évian-les-Bains',
  country: 'FR',
} satisfies Buyer;
