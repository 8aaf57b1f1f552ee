import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MAC_ADDRESS_PATTERN } from '@shared/message-payloads';
import { FieldNotes, useFieldNotes } from '@/features/back-office/common/field-notes';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { FormActions } from '@/features/back-office/common/form-actions';
import styles from '@/features/back-office/common/records.module.css';

const macAddress = new RegExp(`^${MAC_ADDRESS_PATTERN}$`);
const digits = (mac: string) => mac.replace(/[^0-9A-Fa-f]/g, '').toUpperCase();

/** Why the address typed cannot be used: not a MAC address, or the one the licence in force is for. */
export type MacRefusal = 'invalid' | 'same';

/**
 * The customer's new processor: its MAC address, checked as the order form checks it and against the licence
 * in force (re-issuing for the same processor would revoke a working licence for its twin), then by the
 * server, whose refusal is shown at the field too.
 */
export function ReissueLicenceForm({
  busy,
  currentMac,
  refusedByServer,
  onSubmit,
  onEdit,
  onClose,
}: {
  busy: boolean;
  /** The MAC address of the licence in force (12 digits), or null when none is. */
  currentMac: string | null;
  refusedByServer: MacRefusal | null;
  onSubmit: (mac: string) => void;
  /** The address changed: the server's refusal no longer applies to it. */
  onEdit: () => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [mac, setMac] = useState('');
  const [refused, setRefused] = useState<MacRefusal | null>(null);
  const refusal = refused ?? refusedByServer;
  const showError = refusal !== null;
  const notes = useFieldNotes(showError);

  useEffect(() => input.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = mac.trim();
    const problem: MacRefusal | null = !macAddress.test(value)
      ? 'invalid'
      : currentMac !== null && digits(value) === currentMac
        ? 'same'
        : null;
    setRefused(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
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
        aria-describedby={notes.describedBy}
        onChange={(event) => {
          setMac(event.target.value);
          setRefused(null);
          onEdit();
        }}
      />
      <FieldNotes
        ids={notes}
        hint={<FormattedMessage id="orders.reissue.hint" />}
        error={
          showError && (
            <FormattedMessage id={refusal === 'same' ? 'orders.reissue.same' : 'orders.reissue.invalid'} />
          )
        }
      />
      <FormActions
        act={<FormattedMessage id="orders.reissue.submit" />}
        busy={busy}
        cancel={<FormattedMessage id="orders.reissue.close" />}
        onCancel={onClose}
      />
    </form>
  );
}
