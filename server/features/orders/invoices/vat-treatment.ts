import { type InvoicingBuyer, isEuCountry } from '../../../../shared/buyer-details';
import type { LegalDetails } from '../../../config/legal-details';
import type { VatTreatment } from '../../../../shared/invoice-content';

export type { VatTreatment };

/**
 * Monaco belongs to French VAT territory (Franco-Monegasque convention of 1963): a buyer there is invoiced
 * as in France. The overseas territories with an ISO code of their own are outside the EU's VAT territory.
 */
const FRENCH_VAT_TERRITORY = new Set(['FR', 'MC']);

/**
 * The VAT of a licence sold to `buyer` (an electronically supplied service, sold from France):
 * - a business in another EU country with a VAT number: reverse charge (AE, art. 196 of the VAT directive,
 *   "Autoliquidation"), when the seller has a VAT number to print beside it;
 * - a buyer outside the EU: not subject to French VAT (O; art. 259-1 of the CGI for a business, 259 B for
 *   an individual, the place of supply being the buyer's);
 * - otherwise, under the franchise regime: none (E, art. 293 B of the CGI);
 * - otherwise French VAT at the seller's rate (S): buyers in France, and individuals in the EU (below the
 *   €10,000 threshold of art. 259 D of the CGI, see docs/decisions/011).
 */
export function vatTreatment(buyer: InvoicingBuyer, legal: LegalDetails): VatTreatment {
  const inEu = isEuCountry(buyer.country) || FRENCH_VAT_TERRITORY.has(buyer.country);
  if (
    buyer.type === 'business' &&
    inEu &&
    !FRENCH_VAT_TERRITORY.has(buyer.country) &&
    buyer.vatNumber &&
    legal.vatNumber
  )
    return { category: 'AE', ratePercent: 0, exemptionCode: 'VATEX-EU-AE', mention: 'reverseCharge' };
  if (!inEu)
    return {
      category: 'O',
      ratePercent: 0,
      exemptionCode: 'VATEX-EU-O',
      mention: buyer.type === 'business' ? 'outsideEuBusiness' : 'outsideEuIndividual',
    };
  if (legal.vatRegime === 'franchise')
    return { category: 'E', ratePercent: 0, exemptionCode: 'VATEX-FR-FRANCHISE', mention: 'franchise' };
  return { category: 'S', ratePercent: legal.vatRatePercent, exemptionCode: null, mention: null };
}
