import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './order-tracking-page.module.css';

/**
 * Copies a value the customer has to type elsewhere (an IBAN into their bank's form, a licence into their
 * programming software), and says so politely. `name` makes each button's accessible name its own ("Copy the
 * IBAN"); where the browser refuses the clipboard, it says to select the text instead.
 */
export function CopyButton({ text, name }: { text: string; name: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className={styles.copy}>
      <button
        type="button"
        className="button button--ghost"
        aria-label={intl.formatMessage({ id: 'orderTracking.copy.named' }, { name })}
        onClick={() => void copy()}
      >
        <FormattedMessage id="orderTracking.copy" />
      </button>
      <span role="status" className={styles.copied} data-state={state}>
        {state === 'copied' && <FormattedMessage id="orderTracking.copy.done" values={{ name }} />}
        {state === 'failed' && <FormattedMessage id="orderTracking.copy.failed" />}
      </span>
    </span>
  );
}
