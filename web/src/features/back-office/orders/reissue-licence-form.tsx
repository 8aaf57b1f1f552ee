import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAC_ADDRESS_PATTERN } from '@shared/message-payloads';
import { formatMac } from '@/lib/mac-address';
import { ConfirmAction } from '@/features/back-office/common/confirm-action';
import { LabelledField } from '@/features/back-office/common/labelled-field';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { FormActions } from '@/features/back-office/common/form-actions';
import styles from '@/features/back-office/common/records.module.css';

const macAddress = new RegExp(`^${MAC_ADDRESS_PATTERN}$`);
const digits = (mac: string) => mac.replace(/[^0-9A-Fa-f]/g, '').toUpperCase();

/** Why the address typed cannot be used: not a MAC address, or the one the licence in force is for. */
export type MacRefusal = 'invalid' | 'same';

/**
 * The customer's new processor: its MAC address, checked as the order form checks it and against the licence
 * in force (re-issuing for the same processor would revoke a working licence for its twin), then asked about
 * (the old address and the new, since it cannot be undone) before it is sent; the server's refusal is shown at
 * the field too.
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
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [mac, setMac] = useState('');
  const [refused, setRefused] = useState<MacRefusal | null>(null);
  // The address checked, waiting for the owner's yes.
  const [asking, setAsking] = useState(false);
  const refusal = refused ?? refusedByServer;
  const showError = refusal !== null;
  // The server refused the address after the yes: back to the field, where its refusal is shown.
  const confirming = asking && refusedByServer === null;

  useEffect(() => {
    if (!confirming) input.current?.focus();
  }, [confirming]);

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
    onEdit();
    setAsking(true);
  }

  if (confirming) {
    const values = { mac: formatMac(mac.trim()), previous: currentMac && formatMac(currentMac) };
    return (
      <ConfirmAction
        question={intl.formatMessage(
          { id: currentMac ? 'orders.reissue.confirm' : 'orders.reissue.confirmNoneInForce' },
          values,
        )}
        confirm="orders.reissue.yes"
        cancel="orders.reissue.no"
        busy={busy}
        onConfirm={() => onSubmit(mac.trim())}
        onKeep={onClose}
      />
    );
  }

  return (
    <form noValidate className={styles.panel} onSubmit={submit}>
      <LabelledField
        label="orders.reissue.mac"
        hint={<FormattedMessage id="orders.reissue.hint" />}
        error={
          showError && (
            <FormattedMessage id={refusal === 'same' ? 'orders.reissue.same' : 'orders.reissue.invalid'} />
          )
        }
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            name="mac"
            autoComplete="off"
            spellCheck={false}
            maxLength={17}
            className={backOffice.mac}
            value={mac}
            aria-invalid={showError}
            onChange={(event) => {
              setMac(event.target.value);
              setRefused(null);
              setAsking(false);
              onEdit();
            }}
          />
        )}
      </LabelledField>
      <FormActions act="orders.reissue.submit" busy={busy} cancel="orders.reissue.close" onCancel={onClose} />
    </form>
  );
}
