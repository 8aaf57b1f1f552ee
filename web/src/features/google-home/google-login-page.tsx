import { House } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMeta } from '@/components/page-meta';
import { PageMessage } from '@/components/page-message';
import { readLinkParam } from '@/lib/link-params';
import { useSettings } from '@/lib/settings';
import { completeAccountLinking } from './google-home-api';
import styles from './google-login-page.module.css';
import { type LinkingError, type LinkingStatus, runLinkingFlow } from './linking-flow';

type View =
  | { phase: 'working'; status: LinkingStatus }
  | { phase: 'completed' }
  | { phase: 'error'; error: LinkingError };

const statusIds = {
  initializing: 'googleHome.status.initializing',
  checking: 'googleHome.status.checking',
  gettingToken: 'googleHome.status.gettingToken',
  completing: 'googleHome.status.completing',
  redirecting: 'googleHome.status.redirecting',
  completed: 'googleHome.status.completed',
  toGoogle: 'googleHome.status.toGoogle',
} as const;

/** /google-login: the account-linking screen Google Home opens (spec §2, §4, §8). */
export default function GoogleLoginPage() {
  const { firebase } = useSettings();
  return (
    <section className={`${styles.page} container`}>
      <PageMeta title="googleHome.title" description="googleHome.description" />
      <div className={styles.card}>
        <span className={styles.mark} aria-hidden="true">
          <House size={28} strokeWidth={1.8} />
        </span>
        <h1 className={styles.title}>
          <FormattedMessage id="googleHome.title" />
        </h1>
        {firebase ? <LinkingFlow /> : <NotConfigured />}
      </div>
    </section>
  );
}

/**
 * Runs `leave` once the pending status has been painted, so the visitor sees 'Redirecting...' before the page
 * goes; the time-out covers a background tab, where frames are not painted.
 */
function afterNextPaint(leave: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    leave();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

function NotConfigured() {
  return (
    <div className={`${styles.panel} ${styles.error}`} role="alert">
      <PageMessage level={2} title="googleHome.notConfigured.title" text="googleHome.notConfigured.text" />
    </div>
  );
}

function LinkingFlow() {
  const intl = useIntl();
  const { firebase, firebaseAuthEmulatorUrl } = useSettings();
  const [view, setView] = useState<View>({ phase: 'working', status: 'initializing' });
  const started = useRef(false);

  useEffect(() => {
    // Once per page load, even when React runs effects twice in development.
    if (started.current || !firebase) return;
    started.current = true;
    void runLinkingFlow({
      params: {
        authCode: readLinkParam('authCode'),
        redirectUri: readLinkParam('redirect_uri'),
        state: readLinkParam('state'),
      },
      storage: window.sessionStorage,
      loadAuth: async () => {
        const { createLinkingAuth } = await import('./firebase-auth');
        return createLinkingAuth(firebase, firebaseAuthEmulatorUrl);
      },
      completeLinking: completeAccountLinking,
      navigate: (url) => afterNextPaint(() => window.location.assign(url)),
      delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      onStatus: (status) => setView({ phase: 'working', status }),
    }).then((outcome) => {
      if (outcome === 'completed') setView({ phase: 'completed' });
      else if (typeof outcome === 'object') setView({ phase: 'error', error: outcome.error });
    });
  }, [firebase, firebaseAuthEmulatorUrl]);

  if (view.phase === 'error') {
    const { error } = view;
    const message =
      error.kind === 'missingCode'
        ? intl.formatMessage({ id: 'googleHome.error.missingCode' })
        : error.kind === 'failed'
          ? intl.formatMessage({ id: 'googleHome.error.failed' }, { text: error.text })
          : intl.formatMessage({ id: 'googleHome.error.exception' }, { message: error.message });
    return (
      // Keyed apart from the working view: React would otherwise move its status line into the error panel,
      // which counts as a layout shift.
      <div key="error" className={`${styles.panel} ${styles.error}`} role="alert">
        <h2>
          <FormattedMessage id="googleHome.error.title" />
        </h2>
        <p>{message}</p>
        <button
          type="button"
          className={`button button--primary ${styles.retry}`}
          onClick={() => window.location.reload()}
        >
          <FormattedMessage id="googleHome.error.retry" />
        </button>
      </div>
    );
  }

  const status = view.phase === 'completed' ? 'completed' : view.status;
  return (
    <>
      <div key="working" className={styles.statusRow}>
        {view.phase === 'working' && <span className={styles.spinner} aria-hidden="true" />}
        <p className={styles.status} role="status" aria-live="polite">
          <FormattedMessage id={statusIds[status]} />
        </p>
      </div>
      {view.phase === 'completed' && (
        <div className={`${styles.panel} ${styles.success}`}>
          <PageMessage level={2} title="googleHome.done.title" text="googleHome.done.text" />
        </div>
      )}
    </>
  );
}
