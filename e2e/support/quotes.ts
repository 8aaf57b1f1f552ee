import type { SignedIn } from '../../shared/auth-schemas';
import type { Language } from '../../shared/language';
import type { CreateQuoteRequest } from '../../shared/quote-schemas';
import type { BackOfficeSite } from './back-office-site';

/** A request of the owner's back office, with their session. */
export async function asOwner(
  site: BackOfficeSite,
  owner: SignedIn,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${site.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${owner.accessToken}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

type QuoteLine = CreateQuoteRequest['lines'][number];

/** Hours of programming at €75, work on a house over two years old: VAT at 10 %. */
export function programmingHours(description: string, hours: number): QuoteLine {
  return { description, quantity: hours, unit: 'hour', unitPriceCents: 7_500, vatRatePercent: 10 };
}

/** The home's processor, equipment: VAT at 20 %. */
export function control4Processor(language: Language): QuoteLine {
  return {
    description: language === 'fr' ? 'Processeur Control4 CORE 3' : 'Control4 CORE 3 processor',
    quantity: 1,
    unit: 'unit',
    unitPriceCents: 129_900,
    vatRatePercent: 20,
  };
}
