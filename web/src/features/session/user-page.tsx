import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyComponent } from '@/lib/lazy-chunk';
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
