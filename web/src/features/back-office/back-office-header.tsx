import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useMatch } from 'react-router';
import { paths } from '@/lib/paths';
import { useMainStore } from '@/lib/session/main-store';
import { forgetSessionEnd } from '@/lib/session/session-end';
import { ApiError } from '@/lib/api-client';
import { useNewCount } from '@/features/back-office/inbox';
import { useQuotesAllowed } from '@/features/back-office/quotes';
import { signOut } from '@/features/back-office/common/api';
import { ActionError } from '@/features/back-office/common/action-note';
import styles from '@/features/back-office/common/back-office.module.css';
import { UserText } from '@/components/user-text';

/** On every back-office view: who is signed in, how many new items wait, and the way out. */
export function BackOfficeHeader() {
  const intl = useIntl();
  const username = useMainStore((state) => state.username);
  const isOwner = useMainStore((state) => state.role === 'owner');
  const newCount = useNewCount();
  const quotesAllowed = useQuotesAllowed();
  return (
    <div className={styles.header}>
      <div className={styles.identity}>
        <p className="eyebrow">
          <FormattedMessage id="backOffice.eyebrow" />
        </p>
        <p className={styles.signedInAs}>
          <FormattedMessage
            id="backOffice.signedInAs"
            values={{
              name: (
                <strong>
                  <UserText>{username ?? ''}</UserText>
                </strong>
              ),
            }}
          />
        </p>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'backOffice.nav' })} className={styles.nav}>
        <NavLink to={paths.user.path} end className={styles.navLink}>
          <FormattedMessage id="backOffice.nav.today" />
        </NavLink>
        <MessagesLink />
        <NavLink to={paths.userOrders.path} className={styles.navLink}>
          <FormattedMessage id="backOffice.nav.orders" />
        </NavLink>
        {quotesAllowed && (
          <NavLink to={paths.userQuotes.path} className={styles.navLink}>
            <FormattedMessage id="backOffice.nav.quotes" />
          </NavLink>
        )}
        <NavLink to={paths.userCustomers.path} className={styles.navLink}>
          <FormattedMessage id="backOffice.nav.customers" />
        </NavLink>
        <NavLink to={paths.userProducts.path} className={styles.navLink}>
          <FormattedMessage id="backOffice.nav.products" />
        </NavLink>
        {isOwner && (
          <NavLink to={paths.userTeam.path} className={styles.navLink}>
            <FormattedMessage id="backOffice.nav.team" />
          </NavLink>
        )}
        <NavLink to={paths.userAccount.path} className={styles.navLink}>
          <FormattedMessage id="backOffice.nav.account" />
        </NavLink>
        {isOwner && (
          <NavLink to={paths.userBusiness.path} className={styles.navLink}>
            <FormattedMessage id="backOffice.nav.business" />
          </NavLink>
        )}
        {isOwner && (
          <NavLink to={paths.userSetup.path} className={styles.navLink}>
            <FormattedMessage id="backOffice.nav.setup" />
          </NavLink>
        )}
      </nav>
      <div className={styles.headerActions}>
        {newCount.data !== undefined && (
          <Link
            to={`${paths.userMessages.path}?status=new`}
            className={styles.newCount}
            data-new={newCount.data > 0}
          >
            {newCount.data === 0 ? (
              <FormattedMessage id="backOffice.newCount.none" />
            ) : (
              <FormattedMessage id="backOffice.newCount" values={{ count: newCount.data }} />
            )}
          </Link>
        )}
        <SignOutButton />
      </div>
    </div>
  );
}

/** The current page on the list, and still the current section on one of its messages. */
function MessagesLink() {
  const list = useMatch(paths.userMessages.path);
  const message = useMatch(paths.userMessage.path);
  return (
    <Link
      to={paths.userMessages.path}
      className={styles.navLink}
      aria-current={list ? 'page' : message ? 'true' : undefined}
    >
      <FormattedMessage id="backOffice.nav.messages" />
    </Link>
  );
}

/** Revokes the session on the server first, then runs the spec's logout action. */
function SignOutButton() {
  const logout = useMainStore((state) => state.logout);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  async function leave() {
    setState('pending');
    try {
      await signOut();
    } catch (error) {
      // A 401 has already signed the browser out (the session was over anyway).
      if (!(error instanceof ApiError && error.status === 401)) return setState('failed');
      return;
    }
    forgetSessionEnd();
    logout();
  }

  return (
    <div className={styles.signOut}>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void leave()}
        disabled={state === 'pending'}
      >
        <FormattedMessage id="backOffice.signOut" />
      </button>
      <ActionError message={state === 'failed' && 'backOffice.signOut.failed'} />
    </div>
  );
}
