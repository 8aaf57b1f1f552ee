import type { AccountSession } from '@shared/auth-schemas';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { RowAction } from '@/features/back-office/common/row-button';
import { ActionError } from '@/features/back-office/common/action-note';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { LoadFailedLine, Loading } from '@/features/back-office/common/list-view/load-state';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { PasskeysSection } from '@/features/back-office/passkeys';
import type { MessageId } from '@/i18n/catalogue';
import { ApiError } from '@/lib/api-client';
import { useMainStore } from '@/lib/session/main-store';
import {
  useAccountSessions,
  useChangeName,
  useChangePassword,
  useEndOtherSessions,
  useEndSession,
} from './api';
import { browserOf } from './browser-name';
import { myAccountMessages } from './my-account-messages';
import cards from '@/features/back-office/common/card-list.module.css';
import fields from '@/features/back-office/common/form-fields.module.css';
import styles from './my-account.module.css';

/**
 * `/user/account`: what every signed-in person changes for themselves: their name, their password, the
 * browsers where they are signed in, and their passkeys.
 */
export default withMessages(myAccountMessages, MyAccountContent);

function MyAccountContent() {
  return (
    <>
      <ViewTitle title="myAccount.title" />
      <p className={backOffice.lead}>
        <FormattedMessage id="myAccount.intro" />
      </p>
      <div className={styles.sections}>
        <NameSection />
        <PasswordSection />
        <SessionsSection />
        <PasskeysSection />
      </div>
    </>
  );
}

function NameSection() {
  const id = useId();
  const username = useMainStore((state) => state.username) ?? '';
  const [name, setName] = useState(username);
  const [touched, setTouched] = useState(false);
  const change = useChangeName();
  const refused = !touched && change.error instanceof ApiError && change.error.status === 400;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(false);
    change.mutate(name);
  };
  return (
    <TitledSection id={`${id}-title`} title="myAccount.name" className={styles.section}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <div className={fields.field}>
          <label htmlFor={`${id}-name`}>
            <FormattedMessage id="myAccount.name.field" />
          </label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={120}
            value={name}
            aria-invalid={refused ? true : undefined}
            aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setTouched(true);
              setName(event.target.value);
            }}
          />
          <p id={`${id}-hint`} className={fields.hint}>
            <FormattedMessage id="myAccount.name.hint" />
          </p>
          {refused && (
            <p id={`${id}-error`} className={fields.error}>
              <FormattedMessage id="myAccount.name.error" />
            </p>
          )}
        </div>
        <div className={fields.actions}>
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            <FormattedMessage id="myAccount.name.save" />
          </button>
          <p role="status" className={fields.saved}>
            {change.isSuccess && !touched && <FormattedMessage id="myAccount.name.saved" />}
          </p>
          <ActionError message={change.isError && !refused && !touched && 'backOffice.actionFailed'} />
        </div>
      </form>
    </TitledSection>
  );
}

type PasswordField = 'currentPassword' | 'newPassword';

/** Why the server refused a password, in the words of the form. */
function passwordReason(field: PasswordField, error: unknown): MessageId | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const reason = error.fields[field];
  if (reason === undefined) return null;
  if (reason === 'is required') return 'myAccount.password.required';
  if (field === 'currentPassword') return 'myAccount.password.wrong';
  if (reason.startsWith('must be at least')) return 'myAccount.password.tooShort';
  if (reason.startsWith('must be at most') || reason === 'is too long') return 'myAccount.password.tooLong';
  if (reason.includes('common')) return 'myAccount.password.common';
  if (reason.includes('differ')) return 'myAccount.password.same';
  return 'myAccount.password.refused';
}

function PasswordSection() {
  const id = useId();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [touched, setTouched] = useState<PasswordField[]>([]);
  const change = useChangePassword();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched([]);
    change.mutate(values, {
      // The new password is not left in the page once it is set.
      onSuccess: () => setValues({ currentPassword: '', newPassword: '' }),
    });
  };
  const field = (name: PasswordField, label: MessageId, autoComplete: string, hint?: MessageId) => {
    const error = touched.includes(name) ? null : passwordReason(name, change.error);
    const describedBy = [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className={fields.field}>
        <label htmlFor={`${id}-${name}`}>
          <FormattedMessage id={label} />
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          maxLength={1000}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setTouched((current) => [...current, name]);
            setValues((current) => ({ ...current, [name]: event.target.value }));
          }}
        />
        {hint && (
          <p id={`${id}-${name}-hint`} className={fields.hint}>
            <FormattedMessage id={hint} />
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className={fields.error}>
            <FormattedMessage id={error} />
          </p>
        )}
      </div>
    );
  };
  const otherFailure = change.isError && !(change.error instanceof ApiError && change.error.status === 400);
  return (
    <TitledSection id={`${id}-title`} title="myAccount.password" className={styles.section}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        {field('currentPassword', 'myAccount.password.current', 'current-password')}
        {field('newPassword', 'myAccount.password.new', 'new-password', 'myAccount.password.new.hint')}
        <div className={fields.actions}>
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            <FormattedMessage
              id={change.isPending ? 'myAccount.password.saving' : 'myAccount.password.save'}
            />
          </button>
          <p role="status" className={fields.saved}>
            {change.isSuccess && touched.length === 0 && <FormattedMessage id="myAccount.password.saved" />}
          </p>
          <ActionError message={otherFailure && 'backOffice.actionFailed'} />
        </div>
      </form>
    </TitledSection>
  );
}

function SessionsSection() {
  const intl = useIntl();
  const id = useId();
  const list = useAccountSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const sessions = list.data?.sessions;
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  const nameOf = (session: AccountSession) => {
    const browser = browserOf(session.userAgent);
    return browser
      ? intl.formatMessage({ id: 'myAccount.session.browser' }, browser)
      : intl.formatMessage({ id: 'myAccount.session.unknown' });
  };
  return (
    <TitledSection id={`${id}-title`} title="myAccount.sessions" className={styles.section}>
      <p>
        <FormattedMessage id="myAccount.sessions.intro" />
      </p>
      {list.isPending && <Loading />}
      {list.isError && <LoadFailedLine />}
      {sessions && (
        <ul className={cards.list} aria-labelledby={`${id}-title`}>
          {sessions.map((session) => {
            const name = nameOf(session);
            const lastSeen = intl.formatDate(session.lastUsedAt, dateTimeFormat);
            return (
              <li
                key={session.id}
                className={`${cards.card} ${styles.session}`}
                data-current={session.current}
              >
                <div className={styles.sessionWho}>
                  <p className={styles.sessionName}>
                    {name}
                    {session.current && (
                      <span className={styles.current}>
                        <FormattedMessage id="myAccount.session.current" />
                      </span>
                    )}
                  </p>
                  <p className={styles.times}>
                    <FormattedMessage
                      id="myAccount.session.times"
                      values={{ since: intl.formatDate(session.createdAt, dateTimeFormat), lastSeen }}
                    />
                  </p>
                </div>
                {!session.current && (
                  <RowAction
                    label="myAccount.session.end"
                    named={intl.formatMessage(
                      { id: 'myAccount.session.end.named' },
                      { browser: name, date: lastSeen },
                    )}
                    action={end}
                    row={session.id}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className={fields.actions}>
        {others > 0 && (
          <button
            type="button"
            className="button button--ghost"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            <FormattedMessage id="myAccount.sessions.endOthers" />
          </button>
        )}
        <p role="status" className={fields.saved}>
          {end.isSuccess && <FormattedMessage id="myAccount.session.ended" />}
          {endOthers.isSuccess && (
            <FormattedMessage id="myAccount.sessions.endedOthers" values={{ count: endOthers.data.ended }} />
          )}
        </p>
        <ActionError message={(end.isError || endOthers.isError) && 'backOffice.actionFailed'} />
      </div>
    </TitledSection>
  );
}
