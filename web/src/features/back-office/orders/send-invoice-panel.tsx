import type { OrderDetail } from '@shared/order-schemas';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UserText } from '@/components/user-text';
import { DownloadButton } from '@/features/back-office/common/download-button';
import { BuyerCorrectionForm } from './order-buyer';
import { formatEuros } from '@/features/back-office/common/format';
import { downloadFile } from '@/features/back-office/common/api';
import { orderFiles } from './api';
import { FormActions } from '@/features/back-office/common/form-actions';
import { ActionNote } from '@/features/back-office/common/action-note';
import styles from '@/features/back-office/common/records.module.css';

/**
 * Before Send invoice: the buyer's details and the amounts the invoice will carry, a PDF preview (nothing is
 * issued, no number taken), and the details editable until it is sent. Focus moves to its heading, so the
 * check is read first; Send invoice is the panel's last word.
 */
export function SendInvoicePanel({
  order,
  busy,
  onSend,
  onClose,
}: {
  order: OrderDetail;
  busy: boolean;
  onSend: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  // Once the form is gone, the button that opened it keeps the place.
  const formClosed = useRef(false);
  useEffect(() => {
    if (editing || !formClosed.current) return;
    formClosed.current = false;
    editButton.current?.focus();
  }, [editing]);
  const { draftInvoice: draft } = order;
  const { buyer } = order.invoicing;

  return (
    <section aria-labelledby="send-invoice-check" className={`${styles.panel} ${styles.preview}`}>
      <h3 id="send-invoice-check" ref={heading} tabIndex={-1}>
        <FormattedMessage id="orders.preview.title" />
      </h3>
      <p className="muted">
        <FormattedMessage id="orders.preview.intro" />
      </p>
      <h4 id="send-invoice-buyer">
        <FormattedMessage id="orders.preview.buyer" />
      </h4>
      {editing ? (
        <BuyerCorrectionForm
          order={order}
          headingLevel="h4"
          onClose={(didSave) => {
            formClosed.current = true;
            setEditing(false);
            setSaved(didSave);
          }}
        />
      ) : (
        <>
          <address aria-labelledby="send-invoice-buyer" className={styles.buyer}>
            {buyer.company && (
              <strong>
                <UserText>{buyer.company}</UserText>
              </strong>
            )}
            <span>
              <UserText>{buyer.name}</UserText>
            </span>
            {buyer.street.map((line, index) => (
              <span key={index}>
                <UserText>{line}</UserText>
              </span>
            ))}
            <span>
              <UserText>{[buyer.postcode, buyer.city].filter(Boolean).join(' ')}</UserText>
            </span>
            <span>
              <UserText>{buyer.email}</UserText>
            </span>
          </address>
          <button
            ref={editButton}
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            <FormattedMessage id="orders.preview.edit" />
          </button>
        </>
      )}
      <ActionNote
        role="status"
        className={styles.done}
        message={saved && !editing && 'orders.preview.saved'}
      />
      {draft && (
        <dl className={styles.amounts}>
          <div>
            <dt>
              <FormattedMessage id="orders.preview.exclVat" />
            </dt>
            <dd>{formatEuros(intl, draft.totalExclVatCents)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage
                id="orders.preview.vat"
                values={{
                  rate: intl.formatNumber(draft.vatRatePercent / 100, {
                    style: 'percent',
                    maximumFractionDigits: 2,
                  }),
                }}
              />
            </dt>
            <dd>{formatEuros(intl, draft.vatCents)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="orders.preview.inclVat" />
            </dt>
            <dd>
              <strong>{formatEuros(intl, draft.totalInclVatCents)}</strong>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="orders.preview.due" />
            </dt>
            <dd>
              <time dateTime={draft.dueDate}>
                {intl.formatDate(draft.dueDate, { dateStyle: 'long', timeZone: 'UTC' })}
              </time>
            </dd>
          </div>
        </dl>
      )}
      <DownloadButton
        label={<FormattedMessage id="orders.preview.download" />}
        download={() =>
          downloadFile(
            orderFiles.invoicePreview(order.id),
            intl.formatMessage({ id: 'orders.preview.fileName' }),
          )
        }
        failed="orders.download.failed"
      />
      <FormActions
        act="orders.preview.send"
        busy={busy}
        disabled={busy || editing}
        onAct={onSend}
        cancel="orders.preview.close"
        onCancel={onClose}
      />
    </section>
  );
}
