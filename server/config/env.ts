import { z } from 'zod';
import { paymentLinkTemplateProblem } from './payment-link';
import { trustProxySetting } from '../lib/client-address';
import { rateLimitSetting } from '../lib/rate-limit-setting';

const optionalUrl = z.url().optional();

/** An address, alone or as `Name <address>`: the mails are refused at sending time for anything else. */
const mailbox = z
  .string()
  .trim()
  .refine(
    (value) => z.email().safeParse(/<([^>]+)>$/.exec(value)?.[1] ?? value).success,
    'must be an e-mail address, or Name <address>',
  );

/**
 * Every environment variable the server reads, validated once at start-up.
 * `.env.example` documents each of them.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SITE_CONFIG_FILE: z.string().min(1).optional(),
    PUBLIC_BASE_URL: optionalUrl,
    STATIC_DIR: z.string().min(1).default('./dist/web'),
    TRUST_PROXY: trustProxySetting.default(false),
    HSTS_MAX_AGE: z.coerce.number().int().min(0).default(63072000),
    // How long a client may take: to send its headers, to send a whole request (body included), and between
    // two packets while a request is under way (a body left hanging). See .env.example.
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** The bearer token of GET /metrics (Prometheus); unset, there is no /metrics. */
    METRICS_TOKEN: z
      .string()
      .regex(
        /^[\x21-\x7e]{32,}$/,
        'must be at least 32 printable characters without spaces (openssl rand -hex 32)',
      )
      .optional(),

    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: mailbox.default('Site <no-reply@example.com>'),
    // The first owner's invitation goes to this address by default: `owner@localhost` was refused by the mail's
    // own check, and a fresh machine never wrote the invitation out.
    MAIL_TO: mailbox.default('owner@example.com'),
    /** Who is invited as the first owner of the back office; default MAIL_TO (see readEnv). */
    OWNER_EMAIL: z.email().optional(),
    /** The language of the owner's notifications. */
    MAIL_TO_LANGUAGE: z.enum(['en', 'fr']).default('en'),
    MESSAGES_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    MESSAGES_RATE_WINDOW: z.string().min(1).default('1 minute'),
    // Limits per client address on every other endpoint (`<count>/<window>`); see .env.example.
    PUBLIC_READ_RATE_LIMIT: rateLimitSetting.default({ max: 120, windowMs: 60_000 }),
    GOOGLE_HOME_AUTHORIZE_RATE_LIMIT: rateLimitSetting.default({ max: 20, windowMs: 60_000 }),
    GOOGLE_HOME_CALLBACK_RATE_LIMIT: rateLimitSetting.default({ max: 10, windowMs: 60_000 }),
    GOOGLE_HOME_TOKEN_RATE_LIMIT: rateLimitSetting.default({ max: 60, windowMs: 60_000 }),
    FIREBASE_AUTH_PROXY_RATE_LIMIT: rateLimitSetting.default({ max: 120, windowMs: 60_000 }),
    NETATMO_EXCHANGE_RATE_LIMIT: rateLimitSetting.default({ max: 10, windowMs: 60_000 }),
    NETATMO_COLLECT_RATE_LIMIT: rateLimitSetting.default({ max: 30, windowMs: 60_000 }),
    SIGN_IN_RATE_LIMIT: rateLimitSetting.default({ max: 30, windowMs: 60_000 }),
    PASSWORD_RESET_RATE_LIMIT: rateLimitSetting.default({ max: 5, windowMs: 15 * 60_000 }),
    INVITATION_RATE_LIMIT: rateLimitSetting.default({ max: 10, windowMs: 15 * 60_000 }),
    BACK_OFFICE_RATE_LIMIT: rateLimitSetting.default({ max: 600, windowMs: 60_000 }),
    ORDER_TRACKING_RATE_LIMIT: rateLimitSetting.default({ max: 60, windowMs: 60_000 }),
    LICENCE_VERIFY_RATE_LIMIT: rateLimitSetting.default({ max: 30, windowMs: 60_000 }),
    LICENCE_PUBLIC_KEY_RATE_LIMIT: rateLimitSetting.default({ max: 120, windowMs: 60_000 }),
    CARD_CHECKOUT_RATE_LIMIT: rateLimitSetting.default({ max: 10, windowMs: 60_000 }),
    STRIPE_WEBHOOK_RATE_LIMIT: rateLimitSetting.default({ max: 300, windowMs: 60_000 }),
    /** Messages are deleted this many months after they arrived (spam after 30 days). */
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(36),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
    // Longer than the SMTP time-outs add up to (15 s + 15 s + 30 s): a claimed mail is resent only once its
    // worker has surely died.
    OUTBOX_LEASE_MS: z.coerce.number().int().min(65_000).default(120_000),
    /** The RSA private key (PEM, PKCS#8) that signs licences; without it, licences cannot be issued. */
    LICENCE_PRIVATE_KEY_FILE: z.string().min(1).optional(),

    GOOGLE_HOME_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_HOME_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_HOME_PROJECT_ID: z.string().min(1).optional(),
    GOOGLE_HOME_EXTRA_REDIRECT_URIS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
    FIREBASE_API_KEY: z.string().min(1).optional(),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    FIREBASE_PROJECT_ID: z.string().min(1).optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
    /** Where /__/auth/ is proxied; default https://<FIREBASE_PROJECT_ID>.firebaseapp.com. */
    FIREBASE_AUTH_HANDLER_ORIGIN: optionalUrl,
    FIREBASE_JWKS_URL: z
      .url()
      .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),

    /** The payment link printed on invoices: an https URL with {amount} and {invoice} placeholders. */
    PAYMENT_LINK_TEMPLATE: z
      .string()
      .superRefine((template, ctx) => {
        const problem = paymentLinkTemplateProblem(template);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),

    /** Days from the invoice to its due date (French law caps it at 60). */
    PAYMENT_TERMS_DAYS: z.coerce.number().int().min(0).max(60).default(30),
    /** Days after the invoice when the customer is reminded of an unpaid one, e.g. `7,14`; `none` for none. */
    PAYMENT_REMINDER_DAYS: z
      .string()
      .default('7,14')
      .transform((value) =>
        (value.trim().toLowerCase() === 'none' ? '' : value)
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.coerce.number<string>().int().min(1).max(365)).max(10))
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),

    /** Stripe's secret (or restricted) API key: with it, unpaid invoices offer Pay by card. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_\w+$/,
        'must be a Stripe secret key (sk_live_…, sk_test_…) or restricted key (rk_…)',
      )
      .optional(),
    /** The signing secret of the webhook endpoint (POST /api/payments/stripe/webhook). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    /** Tests only: where the SDK sends its API calls (a local stand-in of Stripe's API), http://host:port. */
    STRIPE_API_BASE: z
      .url()
      .refine((value) => /^https?:\/\/[^/]+\/?$/.test(value), 'must be http://host:port, without a path')
      .optional(),

    NETATMO_CLIENT_ID: z.string().min(1).optional(),
    NETATMO_CLIENT_SECRET: z.string().min(1).optional(),
    NETATMO_REDIRECT_URI: optionalUrl,
    NETATMO_TOKEN_URL: z.url().default('https://api.netatmo.com/oauth2/token'),
    NETATMO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
      });
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY (without it, card payments would never be confirmed)',
      });
    if (env.NODE_ENV !== 'production') return;
    // Settings that exist for the tests only, each with what it would open in production.
    const testOnly: [name: string, isSet: boolean, risk: string][] = [
      [
        'FIREBASE_AUTH_EMULATOR_HOST',
        env.FIREBASE_AUTH_EMULATOR_HOST !== undefined,
        'it would accept unsigned ID tokens',
      ],
      [
        'GOOGLE_HOME_EXTRA_REDIRECT_URIS',
        env.GOOGLE_HOME_EXTRA_REDIRECT_URIS.length > 0,
        'authorization codes could be sent to addresses other than Google’s',
      ],
      [
        'STRIPE_API_BASE',
        env.STRIPE_API_BASE !== undefined,
        'card payments would go to a server other than Stripe',
      ],
    ];
    for (const [name, isSet, risk] of testOnly) {
      if (isSet)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must not be set when NODE_ENV=production (${risk})`,
        });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment; empty strings count as unset so `.env` files can list a variable blank. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}
