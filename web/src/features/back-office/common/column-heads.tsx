import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';

/** A table's head: one column a message, with the class that aligns it (amounts to the right). */
export function ColumnHeads({ columns }: { columns: readonly { label: MessageId; className?: string }[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, className }) => (
          <th key={label} scope="col" className={className}>
            <FormattedMessage id={label} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
