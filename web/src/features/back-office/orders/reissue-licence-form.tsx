import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MAC_ADDRESS_PATTERN } from '@shared/message-payloads';
import backOffice from '../back-office.module.css';
import styles from './orders.module.css';

const macAddress = new RegExp(`^${MAC_ADDRESS_PATTERN}$`);

/**
 * The customer's new processor: its MAC address, checked as the order form checks it, then by the server,
 * whose refusal is shown at the field too.
 */
export function ReissueLicenceForm({
  busy,
  refusedByServer,
  onSubmit,
  onEdit,
  onClose,
}: {
  busy: boolean;
  refusedByServer: boolean;
  onSubmit: (mac: string) => void;
  /** The address changed: the server's refusal no longer applies to it. */
  onEdit: () => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [mac, setMac] = useState('');
  const [invalid, setInvalid] = useState(false);
  const showError = invalid || refusedByServer;

  useEffect(() => input.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = mac.trim();
    if (!macAddress.test(value)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    onSubmit(value);
  }

  return (
    <form noValidate className={styles.panel} onSubmit={submit}>
      <label htmlFor={inputId}>
        <FormattedMessage id="orders.reissue.mac" />
      </label>
      <input
        ref={input}
        id={inputId}
        name="mac"
        autoComplete="off"
        spellCheck={false}
        maxLength={17}
        className={backOffice.mac}
        value={mac}
        aria-invalid={showError}
        aria-describedby={showError ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          setMac(event.target.value);
          setInvalid(false);
          onEdit();
        }}
      />
      <p id={hintId} className="muted">
        <FormattedMessage id="orders.reissue.hint" />
      </p>
      {showError && (
        <p id={errorId} className={styles.fieldError}>
          <FormattedMessage id="orders.reissue.invalid" />
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="orders.reissue.submit" />
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          <FormattedMessage id="orders.reissue.close" />
        </button>
      </div>
    </form>
  );
}
