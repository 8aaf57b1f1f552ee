import type { OrderDetail, RefundRequest } from '@shared/order-schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuros } from '@/features/back-office/common/format';
import { FormActions } from '@/features/back-office/common/form-actions';
import { RadioChoices } from '@/features/back-office/common/radio-choices';
import styles from '@/features/back-office/common/records.module.css';

/**
 * Refund: a credit note cancels the paid invoice and is mailed to the customer; the owner chooses whether the
 * licence is revoked or kept. Asked before it is done (it cannot be undone), focus on its heading; "Keep it"
 * closes it.
 */
export function RefundPanel({
  order,
  busy,
  onRefund,
  onKeep,
}: {
  order: OrderDetail;
  busy: boolean;
  onRefund: (refund: RefundRequest) => void;
  onKeep: () => void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const inForce = order.licences.some((licence) => licence.revokedAt === null);
  const [licence, setLicence] = useState<RefundRequest['licence']>('revoke');
  useEffect(() => heading.current?.focus(), []);
  const invoice = order.documents.find((document) => document.kind === 'invoice');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onRefund({ licence: inForce ? licence : 'revoke' });
  }

  return (
    <form className={styles.panel} aria-labelledby="refund-title" onSubmit={submit}>
      <h3 id="refund-title" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        <FormattedMessage id="orders.refund.title" />
      </h3>
      <p>
        <FormattedMessage
          id="orders.refund.intro"
          values={{
            number: invoice?.number ?? order.invoiceNumber ?? '',
            amount: formatEuros(intl, order.payment?.amountCents ?? invoice?.totalInclVatCents ?? 0),
          }}
        />
      </p>
      {inForce && (
        <RadioChoices
          legend="orders.refund.licence"
          name="licence"
          choices={['revoke', 'keep'] as const}
          value={licence}
          label={(choice) => `orders.refund.${choice}`}
          onChange={setLicence}
        />
      )}
      <FormActions act="orders.refund.yes" busy={busy} cancel="orders.refund.no" onCancel={onKeep} />
    </form>
  );
}
