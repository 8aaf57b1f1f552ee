import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignedIn } from '@shared/auth-schemas';
import { paths } from '@/lib/paths';
import { useCompleteSignIn } from '@/lib/session/complete-sign-in';
import { isInvalidLink } from './account-error';

/**
 * What the form of a mailed link (an invitation, a password reset) does when sent: asks the server, signs in
 * with its answer and opens the back office; a link the server no longer knows shows the page's refusal, any
 * other error stays beside what was typed.
 */
export function useLinkSignIn(send: () => Promise<SignedIn>, onRefused: () => void) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      completeSignIn(await send());
      await navigate(paths.user.path, { replace: true });
    } catch (caught) {
      if (isInvalidLink(caught)) return onRefused();
      setError(caught);
      setPending(false);
    }
  }

  return { pending, error, submit };
}
