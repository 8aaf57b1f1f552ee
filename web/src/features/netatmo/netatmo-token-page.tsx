import { CircleAlert, CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledPage } from '@/components/titled-page';
import { ApiError } from '@/lib/api-client';
import { readLinkParam } from '@/lib/link-params';
import { exchangeNetatmoCode } from './netatmo-api';
import styles from './netatmo-token-page.module.css';

type Exchange =
  | { phase: 'no-code' }
  | { phase: 'exchanging' }
  | { phase: 'done' }
  | { phase: 'failed'; reason: string | null };

/**
 * /netatmo-token: Netatmo sends the user back here with `code` and `state`; the server exchanges the code
 * (the client secret stays there) and keeps the tokens for the driver. No token reaches this page.
 */
export default function NetatmoTokenPage() {
  const intl = useIntl();
  const [exchange, setExchange] = useState<Exchange>(() =>
    readLinkParam('code') ? { phase: 'exchanging' } : { phase: 'no-code' },
  );
  const started = useRef(false);

  useEffect(() => {
    const code = readLinkParam('code');
    if (started.current || !code) return;
    started.current = true;
    const state = readLinkParam('state') ?? '';
    exchangeNetatmoCode({ code, state })
      .then((result) => {
        console.log('Netatmo token exchange', result);
        setExchange({ phase: 'done' });
      })
      .catch((error: unknown) => {
        console.error('Netatmo token exchange failed', error);
        setExchange({ phase: 'failed', reason: error instanceof ApiError ? error.message : null });
      });
  }, []);

  return (
    <TitledPage title="netatmo.title" description="netatmo.description" className={styles.page}>
      <p
        className={`${styles.status} ${exchange.phase === 'done' ? styles.done : ''} ${
          exchange.phase === 'failed' ? styles.failed : ''
        }`}
        role="status"
        aria-live="polite"
      >
        {exchange.phase === 'no-code' && <Info size={20} aria-hidden="true" />}
        {exchange.phase === 'exchanging' && (
          <LoaderCircle size={20} aria-hidden="true" className={styles.spin} />
        )}
        {exchange.phase === 'done' && <CircleCheck size={20} aria-hidden="true" />}
        {exchange.phase === 'failed' && <CircleAlert size={20} aria-hidden="true" />}
        <span>
          {exchange.phase === 'no-code' && <FormattedMessage id="netatmo.status.noCode" />}
          {exchange.phase === 'exchanging' && <FormattedMessage id="netatmo.status.exchanging" />}
          {exchange.phase === 'done' && <FormattedMessage id="netatmo.status.done" />}
          {exchange.phase === 'failed' &&
            intl.formatMessage(
              { id: 'netatmo.status.failed' },
              { reason: exchange.reason ?? intl.formatMessage({ id: 'netatmo.status.networkError' }) },
            )}
        </span>
      </p>
    </TitledPage>
  );
}
