import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';

/** The cross that closes a dialog or a panel, named for screen readers. */
export function CloseButton(props: {
  label: MessageId;
  className: string | undefined;
  iconSize: number;
  onClick: () => void;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={props.className}
      aria-label={intl.formatMessage({ id: props.label })}
      onClick={props.onClick}
    >
      <X aria-hidden="true" size={props.iconSize} />
    </button>
  );
}
