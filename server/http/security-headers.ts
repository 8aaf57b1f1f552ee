import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser features the site never uses, denied to it and to anything it embeds. Passkeys
 * (publickey-credentials-*) and fullscreen are left at their default, this origin only.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export interface ContentSecurityPolicyExtras {
  scriptSrc?: string[];
  connectSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
}

/**
 * Security headers on every answer. The CSP allows no inline style and only the inline scripts the build
 * hashed (`inlineScriptHashes`: the first-screen boot script, docs/decisions/006): otherwise only files served
 * by this origin run. `extras` widens it for the hosts a page needs (Firebase sign-in on /google-login).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { hstsMaxAge: number; inlineScriptHashes: string[]; extras?: ContentSecurityPolicyExtras },
): Promise<void> {
  const extras = options.extras ?? {};
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes, ...(extras.scriptSrc ?? [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(extras.imgSrc ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(extras.connectSrc ?? [])],
        frameSrc: extras.frameSrc?.length ? extras.frameSrc : ["'none'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: options.hstsMaxAge, includeSubDomains: true, preload: false },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
