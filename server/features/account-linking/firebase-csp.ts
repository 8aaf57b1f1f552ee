import type { Env } from '../../config/env';
import type { ContentSecurityPolicyExtras } from '../../http/security-headers';

/**
 * What /google-login's Firebase sign-in needs beyond 'self', and nothing more: Google's gapi loader (which
 * opens Firebase's helper frame), the Identity Toolkit and Secure Token APIs, and the helper frame on the
 * auth domain. With the Auth emulator (tests) its origin replaces Google's APIs for calls and the frame.
 */
export function firebaseCspExtras(env: Env): ContentSecurityPolicyExtras {
  if (!env.FIREBASE_API_KEY || !env.FIREBASE_AUTH_DOMAIN || !env.FIREBASE_PROJECT_ID) return {};
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`] : [];
  return {
    scriptSrc: ['https://apis.google.com'],
    connectSrc: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator],
    frameSrc: [`https://${env.FIREBASE_AUTH_DOMAIN}`, ...emulator],
  };
}

export function mergeCspExtras(
  ...all: (ContentSecurityPolicyExtras | undefined)[]
): ContentSecurityPolicyExtras {
  const merged: Required<ContentSecurityPolicyExtras> = {
    scriptSrc: [],
    connectSrc: [],
    frameSrc: [],
    imgSrc: [],
  };
  for (const extras of all) {
    // `merged` is built from the two extras' own keys only.
    for (const key of Object.keys(merged) as (keyof ContentSecurityPolicyExtras)[]) {
      for (const source of extras?.[key] ?? []) if (!merged[key].includes(source)) merged[key].push(source);
    }
  }
  return merged;
}
