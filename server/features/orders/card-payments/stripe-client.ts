import Stripe from 'stripe';
import type { Env } from '../../../config/env';

/**
 * Stripe's official client when `STRIPE_SECRET_KEY` is set, else null (nothing about cards is then shown).
 * In tests, `STRIPE_API_BASE` sends its calls to a local stand-in of Stripe's API instead.
 */
export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });
}
