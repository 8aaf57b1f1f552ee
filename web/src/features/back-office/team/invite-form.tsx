import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import type { Role } from '@shared/auth-schemas';
import { type Language, languages } from '@shared/language';
import { useLanguage } from '@/i18n/language-store';
import { ApiError } from '@/lib/api-client';
import type { MessageId } from '@/i18n/catalogue';
import { useInvite } from './api';
import { ActionError, ActionNote } from '@/features/back-office/common/action-note';
import { LabelledField } from '@/features/back-office/common/labelled-field';
import styles from '@/features/back-office/common/back-office.module.css';

// Listed here rather than imported: the shared module holds zod schemas, which stay out of the browser.
const roleOptions: Role[] = ['staff', 'owner'];

/**
 * Invites a colleague: the server mails the link, valid 7 days, in the language chosen (the inviter's own unless
 * they choose another), and the invitation joins the pending list.
 */
export function InviteForm() {
  const intl = useIntl();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('staff');
  // The inviter's language until they choose another: the one they are working in when they send it.
  const current = useLanguage();
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const language = chosenLanguage ?? current;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRefused = invite.error instanceof ApiError && Boolean(invite.error.fields.email);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentTo(null);
    invite.mutate(
      { email, role, language },
      {
        onSuccess: (invitation) => {
          setSentTo(invitation.email);
          setEmail('');
        },
      },
    );
  }

  return (
    <TitledSection id="team-invite" title="team.invite" className={styles.teamSection}>
      <form method="post" className={styles.inviteForm} onSubmit={submit}>
        <LabelledField label="team.invite.email" className={styles.filterField}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              required
              maxLength={254}
              value={email}
              aria-invalid={emailRefused ? true : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </LabelledField>
        <LabelledField label="team.invite.role" className={styles.filterField}>
          {(control) => (
            <select
              {...control}
              name="role"
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
            >
              {roleOptions.map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: `team.role.${option}` })}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label="team.invite.language" className={styles.filterField}>
          {(control) => (
            <select
              {...control}
              name="language"
              value={language}
              onChange={(event) => setChosenLanguage(event.target.value as Language)}
            >
              {languages.map((option) => (
                <option key={option} value={option} lang={option}>
                  {intl.formatMessage({ id: `team.language.${option}` })}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <div className={styles.inviteSubmit}>
          <button type="submit" className="button button--primary" disabled={invite.isPending}>
            <FormattedMessage id={invite.isPending ? 'team.invite.pending' : 'team.invite.submit'} />
          </button>
        </div>
      </form>
      <ActionNote
        role="status"
        className={styles.inviteSent}
        message={sentTo && 'team.invite.sent'}
        values={{ email: sentTo }}
      />
      <ActionError message={invite.isError && inviteFailure(invite.error)} />
    </TitledSection>
  );
}

function inviteFailure(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'team.invite.network';
  if (error.status === 403) return 'team.ownerOnly';
  if (error.fields.email) return 'team.invite.badEmail';
  if (error.status === 409) return 'team.invite.taken';
  return 'backOffice.actionFailed';
}
