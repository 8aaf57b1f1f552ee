import { describe, expect, it } from 'vitest';
import {
  compactIdentifier,
  frenchVatNumber,
  invoicingBuyer,
  isValidSiren,
  parseFrenchAddress,
  storedBuyer,
  vatNumberProblem,
} from './buyer-details';

describe('SIREN', () => {
  it('takes 9 digits whose Luhn sum is a multiple of 10', () => {
    expect(isValidSiren('552100554')).toBe(true);
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('552100555')).toBe(false);
    expect(isValidSiren('55210055')).toBe(false);
    expect(isValidSiren('55210055A')).toBe(false);
  });

  it('is compacted as people type it: spaces, dots, dashes', () => {
    expect(compactIdentifier(' 552 100.554 ')).toBe('552100554');
    expect(compactIdentifier('de 123-456-789')).toBe('DE123456789');
  });
});

describe('EU VAT numbers', () => {
  it('checks the prefix and format of the buyer’s country, EL for Greece', () => {
    expect(vatNumberProblem('DE123456789', 'DE')).toBeNull();
    expect(vatNumberProblem('EL123456789', 'GR')).toBeNull();
    expect(vatNumberProblem('NL123456789B01', 'NL')).toBeNull();
    expect(vatNumberProblem('ATU12345678', 'AT')).toBeNull();
    expect(vatNumberProblem('DE12345678', 'DE')).toBe('format');
    expect(vatNumberProblem('GR123456789', 'GR')).toBe('prefix');
    expect(vatNumberProblem('FR44732829320', 'DE')).toBe('prefix');
    expect(vatNumberProblem('CHE123456789', 'CH')).toBe('not_eu');
  });

  it('checks a French number’s key against its SIREN', () => {
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
    expect(vatNumberProblem('FR44732829320', 'FR')).toBeNull();
    expect(vatNumberProblem('FR45732829320', 'FR')).toBe('format');
  });
});

describe('an address typed in one field, as the specification’s form had it', () => {
  it('gives its street, French postcode and town', () => {
    expect(parseFrenchAddress('5 avenue des Tests, 69003 Lyon')).toEqual({
      street: ['5 avenue des Tests'],
      postcode: '69003',
      city: 'Lyon',
    });
    expect(parseFrenchAddress('Bâtiment B\r\n8 quai Saint-Vincent\n69001 Lyon Cedex 01\nFRANCE')).toEqual({
      street: ['Bâtiment B', '8 quai Saint-Vincent'],
      postcode: '69001',
      city: 'Lyon Cedex 01',
    });
    expect(parseFrenchAddress('69002 Lyon')).toEqual({ street: [], postcode: '69002', city: 'Lyon' });
  });

  it('reads nothing from an address that does not end with a French postcode and town', () => {
    expect(parseFrenchAddress('8 quai Saint-Vincent, Lyon')).toBeNull();
    expect(parseFrenchAddress('Königstraße 12\n70173 Stuttgart\nGermany')).toBeNull();
    expect(parseFrenchAddress('Rue du Rhône 42, 1204 Genève')).toBeNull();
  });
});

describe('the invoicing buyer of an order', () => {
  const typed = { company: 'Acme', firstName: 'Paul', lastName: 'Durand', email: 'paul@acme.example' };

  it('reads an order placed before the invoicing fields: France, an individual unless a SIREN is given', () => {
    expect(invoicingBuyer({ ...typed, address: '3 place Bellecour\n69002 Lyon' })).toEqual({
      buyer: {
        type: 'individual',
        company: 'Acme',
        name: 'Paul Durand',
        street: ['3 place Bellecour'],
        postcode: '69002',
        city: 'Lyon',
        country: 'FR',
        siren: null,
        vatNumber: null,
        email: 'paul@acme.example',
      },
      problems: [],
    });
    expect(
      invoicingBuyer({ ...typed, address: '3 place Bellecour\n69002 Lyon', siren: '552100554' }).buyer,
    ).toMatchObject({ type: 'business', siren: '552100554' });
  });

  it('reports what an invoice would lack', () => {
    expect(invoicingBuyer({ ...typed, address: 'Lyon', buyerType: 'business' }).problems).toEqual([
      'address_unreadable',
      'siren_missing',
    ]);
    expect(
      invoicingBuyer({
        ...typed,
        address: 'Königstraße 12',
        postcode: '70173',
        city: 'Stuttgart',
        country: 'DE',
        buyerType: 'business',
      }).problems,
    ).toEqual(['vat_number_missing']);
    // Outside the EU a business needs no identifier.
    expect(
      invoicingBuyer({
        ...typed,
        address: 'Rue du Rhône 42',
        city: 'Genève',
        country: 'CH',
        buyerType: 'business',
      }).problems,
    ).toEqual([]);
  });

  it('keeps no identifier for an individual', () => {
    const { buyer } = invoicingBuyer({
      ...typed,
      address: '5 rue X',
      postcode: '69003',
      city: 'Lyon',
      country: 'FR',
      buyerType: 'individual',
      siren: '552100554',
    });
    expect(buyer).toMatchObject({ type: 'individual', siren: null, vatNumber: null });
  });
});

describe('the buyer as an order keeps it', () => {
  const typed = { company: 'Acme', firstName: 'Paul', lastName: 'Durand', email: 'paul@acme.example' };

  it('keeps the invoicing fields given and leaves out those not given', () => {
    expect(storedBuyer({ ...typed, address: '3 place Bellecour\n69002 Lyon' })).toEqual({
      ...typed,
      address: '3 place Bellecour\n69002 Lyon',
    });
    expect(
      storedBuyer({
        ...typed,
        address: '3 place Bellecour',
        postcode: '69002',
        city: 'Lyon',
        country: 'FR',
        buyerType: 'business',
        siren: '552100554',
        vatNumber: '',
      }),
    ).toEqual({
      ...typed,
      address: '3 place Bellecour',
      postcode: '69002',
      city: 'Lyon',
      country: 'FR',
      buyerType: 'business',
      siren: '552100554',
    });
  });

  it('keeps no identifier an individual typed', () => {
    const stored = storedBuyer({ ...typed, address: '5 rue X', buyerType: 'individual', siren: '552100554' });
    expect(stored).not.toHaveProperty('siren');
    expect(stored).not.toHaveProperty('vatNumber');
  });
});
