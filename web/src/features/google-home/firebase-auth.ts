import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithRedirect,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '@shared/public-settings';
import type { LinkingAuth } from './linking-flow';

/** Firebase Authentication for the linking page; this module (and the SDK) loads only with that page. */
export function createLinkingAuth(config: FirebaseWebConfig, emulatorUrl: string | null): LinkingAuth {
  const app = getApps()[0] ?? initializeApp(config);
  const auth = getAuth(app);
  // The emulator banner would be an inline-styled element: the test page does not need it.
  if (emulatorUrl && !auth.emulatorConfig) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return {
    async redirectResultUser() {
      return (await getRedirectResult(auth))?.user ?? null;
    },
    async currentUser() {
      await auth.authStateReady();
      return auth.currentUser;
    },
    async signInWithGoogleRedirect() {
      const provider = new GoogleAuthProvider();
      provider.addScope('email');
      provider.addScope('profile');
      await signInWithRedirect(auth, provider);
    },
  };
}
