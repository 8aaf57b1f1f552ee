import { Suspense, useContext, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router';
import { type LazyViewHandle, lazyComponent } from '@/lib/lazy-chunk';
import { PageMeta } from '@/components/page-meta';
import { useMainStore } from '@/lib/session/main-store';
import { SignInForm } from './sign-in-form';
import styles from './session-pages.module.css';

// The back office is a chunk of its own, loaded once someone has signed in: visitors download only the form.
// The one place a feature reaches another, lazily: /user is the sign-in form until it becomes the back office.
const BackOffice = lazyComponent(() => import('@/features/back-office/back-office'));

/**
 * `/user` and every back-office view under it: the sign-in form, or once signed in the back office, whose
 * layout renders the view of the address (a child route of `/user`).
 */
export default function UserPage() {
  const authenticated = useMainStore((state) => state.authenticated);
  useViewWithLayout(authenticated);
  if (!authenticated) return <SignInPage />;
  return (
    <Suspense
      fallback={
        <p role="status" className={`${styles.page} container`}>
          <FormattedMessage id="user.loading" />
        </p>
      }
    >
      <BackOffice />
    </Suspense>
  );
}

/**
 * Signed in, the address's view is asked for with the back office's layout, not once the layout has
 * rendered its outlet: one round trip instead of two, from a reload or a link. Signed out, nothing.
 */
function useViewWithLayout(authenticated: boolean) {
  // The router's state as its own hooks read it (`useMatches` would add itself to every page's start-up code).
  const matches = useContext(DataRouterStateContext)?.matches;
  const loadView = matches?.at(-1)?.route.handle as LazyViewHandle | undefined;
  useEffect(() => {
    // A chunk that fails here fails again where React asks for it, which shows the error.
    if (authenticated) loadView?.().catch(() => undefined);
  }, [authenticated, loadView]);
}

function SignInPage() {
  return (
    <section className={`${styles.page} ${styles.signIn} container`}>
      <PageMeta title="user.title" description="user.description" />
      <h1>
        <FormattedMessage id="user.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="user.intro" />
      </p>
      <SignInForm />
    </section>
  );
}
