import { describe, expect, it } from 'vitest';
import type { InvoicingBuyer } from '../../../../shared/buyer-details';
import { franchiseLegalDetails, testLegalDetails } from '../testing/invoice-cases';
import { vatTreatment } from './vat-treatment';

const buyer = (changes: Partial<InvoicingBuyer>): InvoicingBuyer => ({
  type: 'business',
  company: 'Acme',
  name: 'Paul Durand',
  street: ['1 rue X'],
  postcode: '69002',
  city: 'Lyon',
  country: 'FR',
  siren: '552100554',
  vatNumber: null,
  email: 'paul@acme.example',
  ...changes,
});
const category = (changes: Partial<InvoicingBuyer>, legal = testLegalDetails) =>
  vatTreatment(buyer(changes), legal).category;

describe('the VAT of a licence', () => {
  it('charges French VAT in France and Monaco, and to individuals in the EU', () => {
    expect(vatTreatment(buyer({}), testLegalDetails)).toEqual({
      category: 'S',
      ratePercent: 20,
      exemptionCode: null,
      mention: null,
    });
    expect(category({ country: 'MC', siren: null })).toBe('S');
    expect(category({ type: 'individual', country: 'DE', siren: null })).toBe('S');
  });

  it('reverse-charges an EU business with a VAT number, even under the franchise regime if the seller has one', () => {
    const german = { country: 'DE', siren: null, vatNumber: 'DE123456789' };
    expect(vatTreatment(buyer(german), testLegalDetails)).toMatchObject({
      category: 'AE',
      ratePercent: 0,
      exemptionCode: 'VATEX-EU-AE',
      mention: 'reverseCharge',
    });
    expect(category(german, { ...franchiseLegalDetails, vatNumber: 'FR44732829320' })).toBe('AE');
    // A seller without a VAT number cannot reverse-charge: its franchise applies.
    expect(category(german, franchiseLegalDetails)).toBe('E');
  });

  it('charges no French VAT outside the EU, overseas territories with their own ISO code included', () => {
    for (const country of ['CH', 'US', 'GB', 'GP', 'NC'])
      expect(vatTreatment(buyer({ country, siren: null }), testLegalDetails)).toMatchObject({
        category: 'O',
        exemptionCode: 'VATEX-EU-O',
        mention: 'outsideEuBusiness',
      });
    expect(
      vatTreatment(buyer({ type: 'individual', country: 'US', siren: null }), testLegalDetails).mention,
    ).toBe('outsideEuIndividual');
  });

  it('charges no VAT under the franchise regime in France', () => {
    expect(vatTreatment(buyer({}), franchiseLegalDetails)).toEqual({
      category: 'E',
      ratePercent: 0,
      exemptionCode: 'VATEX-FR-FRANCHISE',
      mention: 'franchise',
    });
  });
});
