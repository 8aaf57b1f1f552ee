import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from './customer-page.module.css';

/** The words of a copy button, from the page's own catalogue. */
export interface CopyMessages {
  copy: MessageId;
  /** "Copy {name}": the button's accessible name. */
  named: MessageId;
  /** "Copied: paste {name}…". */
  done: MessageId;
  failed: MessageId;
}

/**
 * Copies a value the customer has to type elsewhere (an IBAN into their bank's form, a licence into their
 * programming software), and says so politely. `name` makes each button's accessible name its own ("Copy the
 * IBAN"); where the browser refuses the clipboard, it says to select the text instead.
 */
export function CopyButton({ text, name, messages }: { text: string; name: string; messages: CopyMessages }) {
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
        aria-label={intl.formatMessage({ id: messages.named }, { name })}
        onClick={() => void copy()}
      >
        <FormattedMessage id={messages.copy} />
      </button>
      <span role="status" className={styles.copied} data-state={state}>
        {state === 'copied' && <FormattedMessage id={messages.done} values={{ name }} />}
        {state === 'failed' && <FormattedMessage id={messages.failed} />}
      </span>
    </span>
  );
}
