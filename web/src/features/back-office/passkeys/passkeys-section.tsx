import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { LoadFailedLine, Loading } from '@/features/back-office/common/list-view/load-state';
import { ApiError, NetworkError } from '@/lib/api-client';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { usePasskeys, useAddPasskey, useRemovePasskey } from './api';
import { RowAction } from '@/features/back-office/common/row-button';
import { ActionError, ActionNote } from '@/features/back-office/common/action-note';
import { SetupNotice } from '@/features/back-office/common/setup-notice';
import styles from '@/features/back-office/common/back-office.module.css';
import { FeatureMessages } from '@/i18n/feature-messages';
import { passkeysMessages } from './passkeys-messages';

/** In My account (`/user/account`): the passkeys of the signed-in user, one more, or one fewer. */
export function PasskeysSection() {
  return (
    <FeatureMessages messages={passkeysMessages}>
      <PasskeysContent />
    </FeatureMessages>
  );
}

function PasskeysContent() {
  const intl = useIntl();
  const list = usePasskeys();
  const passkeys = list.data?.passkeys;
  const ipAddress = list.data?.unavailable === 'ip_address';
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  return (
    <TitledSection id="passkeys-title" title="passkeys.title" className={styles.teamSection}>
      <p>
        <FormattedMessage id="passkeys.intro" />
      </p>
      {ipAddress && (
        <SetupNotice
          id="passkeys-ip-address"
          className={styles.notice}
          title="passkeys.ipAddress.title"
          setting={{ item: 'publicBaseUrl', link: 'passkeys.ipAddress.setup' }}
        >
          <FormattedMessage id="passkeys.ipAddress" values={{ host: window.location.hostname }} />
        </SetupNotice>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={add.isPending || ipAddress}
          aria-describedby={ipAddress ? 'passkeys-ip-address' : undefined}
          onClick={() => add.mutate()}
        >
          <FormattedMessage id={add.isPending ? 'passkeys.adding' : 'passkeys.add'} />
        </button>
        <ActionNote role="status" className={styles.inviteSent} message={add.isSuccess && 'passkeys.added'} />
        <ActionError message={add.isError && addFailure(add.error)} />
      </div>
      <div>
        <h3 id="passkeys-list">
          <FormattedMessage id="passkeys.list" />
        </h3>
        {list.isPending && <Loading />}
        {list.isError && <LoadFailedLine />}
        {passkeys?.length === 0 && (
          <p className="muted">
            <FormattedMessage id="passkeys.none" />
          </p>
        )}
        {passkeys && passkeys.length > 0 && (
          <ul aria-labelledby="passkeys-list" className={styles.teamList}>
            {passkeys.map((passkey, index) => {
              const name = intl.formatMessage({ id: 'passkeys.name' }, { number: index + 1 });
              return (
                <li key={passkey.id} className={styles.teamRow}>
                  <div className={styles.teamWho}>
                    <p className={styles.teamName}>{name}</p>
                    <p className={styles.teamRole}>
                      <FormattedMessage
                        id="passkeys.added.on"
                        values={{ date: intl.formatDate(passkey.createdAt, dateTimeFormat) }}
                      />
                      {' · '}
                      {passkey.lastUsedAt ? (
                        <FormattedMessage
                          id="passkeys.lastUsed"
                          values={{ date: intl.formatDate(passkey.lastUsedAt, dateTimeFormat) }}
                        />
                      ) : (
                        <FormattedMessage id="passkeys.neverUsed" />
                      )}
                    </p>
                  </div>
                  <div className={styles.teamActions}>
                    <RowAction
                      label="passkeys.remove"
                      named={intl.formatMessage({ id: 'passkeys.remove.named' }, { name })}
                      action={remove}
                      row={passkey.id}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <ActionError message={remove.isError && 'backOffice.actionFailed'} />
      </div>
    </TitledSection>
  );
}

function addFailure(error: unknown) {
  if (error instanceof ApiError) return 'passkeys.add.refused' as const;
  if (error instanceof NetworkError) return 'passkeys.add.network' as const;
  // The browser's prompt was closed or timed out, or the browser cannot create passkeys.
  return 'passkeys.add.cancelled' as const;
}
