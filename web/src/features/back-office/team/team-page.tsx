import { useId, useState } from 'react';
import { LoadFailed, Loading } from '@/features/back-office/common/list-view/load-state';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { useMainStore } from '@/lib/session/main-store';
import { ApiError } from '@/lib/api-client';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { InviteForm } from './invite-form';
import {
  type PendingInvitation,
  type TeamAccount,
  useRemoveAccount,
  useRevokeInvitation,
  useSetBilling,
  useTeam,
} from './api';
import { RowAction, RowButton } from '@/features/back-office/common/row-button';
import { ActionError } from '@/features/back-office/common/action-note';
import styles from '@/features/back-office/common/back-office.module.css';
import { UserText } from '@/components/user-text';
import { inertText } from '@shared/inert-text';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { teamMessages } from './team-messages';

/**
 * `/user/team`, the owner's: who can sign in, the invitations still waiting, and inviting a colleague.
 */
export default withMessages(teamMessages, TeamContent);

function TeamContent() {
  const team = useTeam();
  const ownerOnly = team.error instanceof ApiError && team.error.status === 403;
  return (
    <>
      <ViewTitle title="team.title" />
      {team.isPending && <Loading />}
      {team.isError && <LoadFailed message={ownerOnly ? 'team.ownerOnly' : 'backOffice.loadFailed'} />}
      {team.data && (
        <div className={styles.team}>
          <Accounts accounts={team.data.accounts} />
          <Invitations invitations={team.data.invitations} />
          <InviteForm />
        </div>
      )}
    </>
  );
}

function Accounts({ accounts }: { accounts: TeamAccount[] }) {
  const userId = useMainStore((state) => state.userId);
  return (
    <TitledSection id="team-accounts" title="team.accounts" className={styles.teamSection}>
      <ul aria-labelledby="team-accounts" className={styles.teamList}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.teamRow}>
            <div className={styles.teamWho}>
              <p className={styles.teamName}>
                <UserText>{account.name}</UserText>
                {account.id === userId && (
                  <span className="muted">
                    {' '}
                    <FormattedMessage id="team.you" />
                  </span>
                )}
              </p>
              <p className={styles.teamEmail}>
                <UserText>{account.email}</UserText>
              </p>
              <p className={styles.teamRole}>
                <FormattedMessage id={`team.role.${account.role}`} />
                {account.role === 'owner' && (
                  <>
                    {' · '}
                    <FormattedMessage id="team.billing.owner" />
                  </>
                )}
              </p>
              {account.role === 'staff' && <BillingPermission account={account} />}
            </div>
            {account.id !== userId && <RemoveAccount account={account} />}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/**
 * Whether a colleague may handle money: send invoices, record payments, cancel, refund and revoke licences.
 * Saved as soon as it is ticked or unticked, and said politely once saved.
 */
function BillingPermission({ account }: { account: TeamAccount }) {
  const setBilling = useSetBilling();
  const id = useId();
  // Set in the click's own render: the mutation's state reaches React a task later, and until then the box
  // would show its old state again. Cleared once saved (the team is read again by then) or refused.
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? account.canBill;
  return (
    <div className={styles.billing}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={saving !== null}
        onChange={(event) => {
          const allowed = event.target.checked;
          setSaving(allowed);
          setBilling.mutate({ id: account.id, allowed }, { onSettled: () => setSaving(null) });
        }}
      />
      <label htmlFor={id}>
        <FormattedMessage id="team.billing" values={{ name: account.name }} />
      </label>
      <p role="status" className={styles.billingSaved}>
        {setBilling.isSuccess && (
          <FormattedMessage
            id={setBilling.variables.allowed ? 'team.billing.granted' : 'team.billing.withdrawn'}
          />
        )}
      </p>
      <ActionError message={setBilling.isError && 'backOffice.actionFailed'} />
    </div>
  );
}

/** Removing an account ends its sessions at once: asked twice, the second time saying so. */
function RemoveAccount({ account }: { account: TeamAccount }) {
  const intl = useIntl();
  const remove = useRemoveAccount();
  const [confirming, setConfirming] = useState(false);
  const failure =
    remove.error instanceof ApiError && remove.error.status === 403
      ? 'team.ownerOnly'
      : remove.error instanceof ApiError && remove.error.code === 'cannot_remove_self'
        ? 'team.remove.self'
        : 'backOffice.actionFailed';
  return (
    <div className={styles.teamActions}>
      {confirming ? (
        <div role="group" aria-label={inertText(account.name)} className={styles.confirm}>
          <p>
            <FormattedMessage id="team.remove.confirm" values={{ name: inertText(account.name) }} />
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(account.id)}
          >
            <FormattedMessage id="team.remove.yes" />
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            <FormattedMessage id="team.remove.cancel" />
          </button>
        </div>
      ) : (
        <RowButton
          label="team.remove"
          named={intl.formatMessage({ id: 'team.remove.named' }, { name: inertText(account.name) })}
          onClick={() => setConfirming(true)}
        />
      )}
      <ActionError message={remove.isError && failure} />
    </div>
  );
}

function Invitations({ invitations }: { invitations: PendingInvitation[] }) {
  const intl = useIntl();
  const revoke = useRevokeInvitation();
  return (
    <TitledSection id="team-invitations" title="team.invitations" className={styles.teamSection}>
      {invitations.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="team.invitations.none" />
        </p>
      ) : (
        <ul aria-labelledby="team-invitations" className={styles.teamList}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.teamRow}>
              <div className={styles.teamWho}>
                <p className={styles.teamEmail}>
                  <UserText>{invitation.email}</UserText>
                </p>
                <p className={styles.teamRole}>
                  <FormattedMessage id={`team.role.${invitation.role}`} />
                  {' · '}
                  <FormattedMessage id={`team.invitation.language.${invitation.language}`} />
                  {' · '}
                  <FormattedMessage
                    id="team.expires"
                    values={{
                      date: (
                        <time dateTime={invitation.expiresAt}>
                          {intl.formatDate(invitation.expiresAt, dateTimeFormat)}
                        </time>
                      ),
                    }}
                  />
                  {invitation.invitedBy && (
                    <>
                      {' · '}
                      <FormattedMessage
                        id="team.invitedBy"
                        values={{ name: <UserText>{invitation.invitedBy}</UserText> }}
                      />
                    </>
                  )}
                </p>
              </div>
              <div className={styles.teamActions}>
                <RowAction
                  label="team.revoke"
                  named={intl.formatMessage({ id: 'team.revoke.named' }, { name: invitation.email })}
                  action={revoke}
                  row={invitation.id}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ActionError message={revoke.isError && 'backOffice.actionFailed'} />
    </TitledSection>
  );
}

/** A row's button: "Remove" on screen, "Remove Ada Lovelace" for a screen reader going through the list. */
