import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';

/**
 * An action on one row of a list (end a session, remove a passkey or a colleague): a short label, and an
 * accessible name that says which row it acts on.
 */
export function RowButton({
  label,
  named,
  disabled,
  onClick,
}: {
  label: MessageId;
  named: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={disabled}
      aria-label={named}
      onClick={onClick}
    >
      <FormattedMessage id={label} />
    </button>
  );
}

/** A row's action that sends its request at once: disabled while the request for its own row runs. */
export function RowAction<Row>({
  label,
  named,
  action,
  row,
}: {
  label: MessageId;
  named: string;
  action: { isPending: boolean; variables: Row | undefined; mutate: (row: Row) => void };
  row: Row;
}) {
  return (
    <RowButton
      label={label}
      named={named}
      disabled={action.isPending && action.variables === row}
      onClick={() => action.mutate(row)}
    />
  );
}
