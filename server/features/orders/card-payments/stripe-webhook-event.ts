import Stripe from 'stripe';
import { z } from 'zod';
import { isStorableText } from '../../../../shared/storable-text';

/**
 * How far the signature's time may be from ours, in either direction: Stripe's default for its age. The SDK
 * checks only the age, so a signature dated in the future would stay good until that time plus this.
 */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** 2010-01-01: no Stripe event is older. */
const FIRST_EVENT_SECONDS = 1_262_304_000;

/** Stripe's largest charge in euros, 999,999.99 €: bounds what a signed event may claim was paid. */
const LARGEST_AMOUNT_CENTS = 99_999_999;

const stripeId = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/);
const storedText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => isStorableText(value, { multiline: true }));

const eventEnvelope = z.object({
  id: stripeId,
  object: z.literal('event'),
  type: stripeId,
  created: z.int().min(FIRST_EVENT_SECONDS),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** What we read of a Checkout Session; the rest of Stripe's object is left as it is. */
const checkoutSession = z.looseObject({
  id: stripeId,
  payment_status: z.string().max(64),
  amount_total: z.int().min(0).max(LARGEST_AMOUNT_CENTS).nullish(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .nullish(),
  payment_intent: z.union([stripeId, z.looseObject({ id: stripeId })]).nullish(),
  customer_details: z
    .looseObject({ name: storedText(1_000).nullish(), email: storedText(1_000).nullish() })
    .nullish(),
  customer_email: storedText(1_000).nullish(),
  client_reference_id: storedText(200).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

type CheckoutSession = z.infer<typeof checkoutSession>;

/** A verified event in the shape we act on: the Checkout Session only for `checkout.session.completed`. */
export interface StripeWebhookEvent {
  id: string;
  type: string;
  /** Seconds since 1970, as Stripe gives it. */
  created: number;
  session: CheckoutSession | null;
}

export type WebhookReading =
  | { event: StripeWebhookEvent }
  /** The body is not signed by Stripe with our secret, now. */
  | { refused: 'invalid_signature' }
  /** Signed, but not an event we can read: nothing is done, whatever it says. */
  | { refused: 'invalid_event' };

/**
 * Verifies a webhook's signature over the body as sent and reads the event it carries. The signature must be
 * dated within the tolerance of `now` either way; the event must be one object with an id, a type and a
 * plausible creation time (not after it was signed), and a completed Checkout Session must say what it paid
 * in a shape we can store.
 */
export function readStripeEvent(
  stripe: Stripe,
  body: Buffer,
  header: string,
  secret: string,
  now: Date,
): WebhookReading {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const signedAt = signatureTime(header);
  if (signedAt === null || Math.abs(nowSeconds - signedAt) > SIGNATURE_TOLERANCE_SECONDS)
    return { refused: 'invalid_signature' };
  let parsed: unknown;
  try {
    parsed = stripe.webhooks.constructEvent(
      body,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    // Past the signature, what fails is reading the body (not JSON, or a thin event).
    return error instanceof Stripe.errors.StripeSignatureVerificationError
      ? { refused: 'invalid_signature' }
      : { refused: 'invalid_event' };
  }
  const envelope = eventEnvelope.safeParse(parsed);
  if (!envelope.success || envelope.data.created > signedAt + SIGNATURE_TOLERANCE_SECONDS)
    return { refused: 'invalid_event' };
  const { id, type, created, data } = envelope.data;
  if (type !== 'checkout.session.completed') return { event: { id, type, created, session: null } };
  const session = checkoutSession.safeParse(data.object);
  return session.success
    ? { event: { id, type, created, session: session.data } }
    : { refused: 'invalid_event' };
}

/**
 * The `t=` of a Stripe-Signature header, read as the SDK reads it (items split on `,`, key before `=`), or
 * null unless there is exactly one, in plain digits: with two, the SDK would check the last one's signature
 * while another was checked here.
 */
function signatureTime(header: string): number | null {
  const times = header.split(',').filter((item) => item.split('=')[0] === 't');
  const [time] = times;
  if (times.length !== 1 || time === undefined) return null;
  const value = time.slice('t='.length);
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}
