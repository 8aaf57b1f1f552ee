import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { AccountForm } from '@/components/account-form/account-form';
import { FocusedHeading } from '@/components/focused-heading';
import { PageMessage } from '@/components/page-message';
import { useLanguage } from '@/i18n/language-store';
import { UNSTORABLE_TEXT_REASON } from '@shared/storable-text';
import { ApiError } from '@/lib/api-client';
import { requestForEffect } from '@/lib/request-for-effect';
import { AccountField } from './account-field';
import { acceptInvitation, fetchInvitation, type Invitation } from './account-api';
import { describeAccountError, isInvalidLink, passwordRefusal } from './account-error';
import { NewPasswordField } from './new-password-field';
import { useLinkSignIn } from './use-link-sign-in';
import styles from './account-pages.module.css';

type LinkState =
  | { status: 'checking' }
  | { status: 'valid'; invitation: Invitation }
  | { status: 'refused' }
  | { status: 'failed'; error: unknown };

const LINK_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** `/user/invitation/:token`, the mailed invitation: who it is for, then a name and a password to join. */
export default function InvitationPage() {
  const { token = '' } = useParams();
  // A link cut short or mistyped is refused without asking the server: its secret is 43 base64url characters.
  const wellFormed = LINK_SECRET.test(token);
  const [link, setLink] = useState<LinkState>(wellFormed ? { status: 'checking' } : { status: 'refused' });

  useEffect(() => {
    if (!wellFormed) return;
    return requestForEffect(
      (signal) => fetchInvitation(token, signal),
      (invitation) => setLink({ status: 'valid', invitation }),
      (error) => setLink(isInvalidLink(error) ? { status: 'refused' } : { status: 'failed', error }),
    );
  }, [token, wellFormed]);

  return (
    <section className={`${styles.page} container`}>
      <PageMeta title="invitation.title" description="invitation.description" />
      {link.status === 'checking' && (
        <p role="status">
          <FormattedMessage id="account.loading" />
        </p>
      )}
      {link.status === 'refused' && (
        <PageMessage focused title="invitation.invalid.title" text="invitation.invalid" />
      )}
      {link.status === 'failed' && <LinkCheckFailed error={link.error} />}
      {link.status === 'valid' && (
        <InvitationForm
          token={token}
          invitation={link.invitation}
          onRefused={() => setLink({ status: 'refused' })}
        />
      )}
    </section>
  );
}

function LinkCheckFailed({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <>
      <FocusedHeading title="invitation.title" />
      <div role="alert" className={styles.error}>
        <p>{describeAccountError(error, intl)}</p>
      </div>
    </>
  );
}

function InvitationForm({
  token,
  invitation,
  onRefused,
}: {
  token: string;
  invitation: Invitation;
  onRefused: () => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const nameId = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { pending, error, submit } = useLinkSignIn(
    () => acceptInvitation({ token, name, password }, language),
    onRefused,
  );
  const passwordError = passwordRefusal(error, password, intl);
  const nameRefusal = error instanceof ApiError ? error.fields.name : undefined;
  const nameError = nameRefusal
    ? intl.formatMessage({
        id: nameRefusal === UNSTORABLE_TEXT_REASON ? 'invitation.name.invisible' : 'invitation.name.missing',
      })
    : null;
  const problem = error != null && !passwordError && !nameError ? describeAccountError(error, intl) : null;

  return (
    <>
      <FocusedHeading title="invitation.title" />
      <p className={styles.invited}>
        <FormattedMessage
          id="invitation.for"
          values={{
            email: <strong>{invitation.email}</strong>,
            role: intl.formatMessage({ id: `account.role.${invitation.role}` }),
          }}
        />
        {invitation.invitedBy && (
          <>
            {' '}
            <FormattedMessage
              id="invitation.from"
              values={{ name: <strong>{invitation.invitedBy}</strong> }}
            />
          </>
        )}
      </p>
      <AccountForm
        problem={problem}
        pending={pending}
        submitLabel="invitation.submit"
        pendingLabel="invitation.pending"
        onSubmit={submit}
      >
        <AccountField
          input="name"
          id={nameId}
          label="invitation.name"
          value={name}
          onChange={setName}
          error={nameError}
        />
        {/* Lets a password manager save the new password with the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={invitation.email} />
        <NewPasswordField
          label="account.password.choose"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      </AccountForm>
    </>
  );
}
