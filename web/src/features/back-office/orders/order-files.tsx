import type { OrderDetail, OrderDocument, OrderLicence, PaidOrder } from '@shared/order-schemas';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMac } from '@/lib/mac-address';
import type { MessageId } from '@/i18n/catalogue';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { DownloadButton } from '@/features/back-office/common/download-button';
import { formatEuros } from '@/features/back-office/common/format';
import { downloadFile } from '@/features/back-office/common/api';
import { orderFiles } from './api';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from '@/features/back-office/common/records.module.css';

/** The order's invoices and credit notes, and its licences, current and revoked, each downloadable. */
export function OrderFiles({ order }: { order: OrderDetail }) {
  return (
    <>
      <FileSection id="order-documents" title="orders.documents" empty="orders.documents.none">
        {[
          ...order.documents.map((document) => (
            <DocumentRow key={document.id} orderId={order.id} document={document} />
          )),
          ...(order.payment && order.invoiceNumber
            ? [
                <ReceiptRow
                  key="receipt"
                  orderId={order.id}
                  invoiceNumber={order.invoiceNumber}
                  payment={order.payment}
                />,
              ]
            : []),
        ]}
      </FileSection>
      <FileSection id="order-licences" title="orders.licences" empty="orders.licences.none">
        {order.licences.map((licence) => (
          <LicenceRow key={licence.id} orderId={order.id} licence={licence} />
        ))}
      </FileSection>
    </>
  );
}

/** A titled list of files, or a sentence saying there is none yet. */
function FileSection(props: { id: string; title: MessageId; empty: MessageId; children: ReactNode[] }) {
  return (
    <section aria-labelledby={props.id} className={styles.section}>
      <h2 id={props.id}>
        <FormattedMessage id={props.title} />
      </h2>
      {props.children.length === 0 ? (
        <p className="muted">
          <FormattedMessage id={props.empty} />
        </p>
      ) : (
        <ul aria-labelledby={props.id} className={backOffice.list}>
          {props.children}
        </ul>
      )}
    </section>
  );
}

function DocumentRow({ orderId, document }: { orderId: string; document: OrderDocument }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `orders.document.${document.kind}` }, { number: document.number });
  return (
    <FileRow name={name} path={orderFiles.document(orderId, document.id)} fileName={`${document.number}.pdf`}>
      <FormattedMessage
        id={`orders.document.summary.${document.kind}`}
        values={{
          date: intl.formatDate(document.issuedAt, dateTimeFormat),
          total: formatEuros(intl, document.totalInclVatCents),
        }}
      />
    </FileRow>
  );
}

function ReceiptRow({
  orderId,
  invoiceNumber,
  payment,
}: {
  orderId: string;
  invoiceNumber: string;
  payment: PaidOrder;
}) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'orders.receipt' }, { number: invoiceNumber });
  return (
    <FileRow name={name} path={orderFiles.receipt(orderId)} fileName={payment.receiptFileName}>
      <FormattedMessage
        id="orders.receipt.summary"
        values={{
          date: intl.formatDate(`${payment.paidOn}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
          means: intl.formatMessage({ id: `orders.means.${payment.means}` }).toLocaleLowerCase(intl.locale),
          total: formatEuros(intl, payment.amountCents),
        }}
      />
    </FileRow>
  );
}

function LicenceRow({ orderId, licence }: { orderId: string; licence: OrderLicence }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'orders.licence' }, { mac: formatMac(licence.mac) });
  const revokedOn = licence.revokedAt && intl.formatDate(licence.revokedAt, dateTimeFormat);
  return (
    <FileRow
      name={name}
      revoked={licence.revokedAt !== null}
      path={orderFiles.licence(orderId, licence.id)}
      fileName={licence.fileName}
    >
      <FormattedMessage
        id="orders.licence.issued"
        values={{ date: intl.formatDate(licence.issuedAt, dateTimeFormat) }}
      />
      {' · '}
      {revokedOn ? (
        <FormattedMessage
          id={licence.revokedReason === 'reissued' ? 'orders.licence.reissued' : 'orders.licence.revoked'}
          values={{ date: revokedOn }}
        />
      ) : (
        <FormattedMessage id="orders.licence.current" />
      )}
    </FileRow>
  );
}

/**
 * A file of the order: its name, what it is (`children`), and "Download", which a screen reader going through
 * the list hears as "Download Invoice F2026-0001".
 */
function FileRow({
  name,
  revoked,
  path,
  fileName,
  children,
}: {
  name: string;
  /** A licence's: whether it was revoked. */
  revoked?: boolean;
  path: string;
  fileName: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <li className={styles.fileRow} data-revoked={revoked}>
      <div>
        <p>
          <strong>{name}</strong>
        </p>
        <p className="muted">{children}</p>
      </div>
      <DownloadButton
        label={<FormattedMessage id="orders.download" />}
        accessibleName={intl.formatMessage({ id: 'orders.download.named' }, { name })}
        download={() => downloadFile(path, fileName)}
        failed="orders.download.failed"
      />
    </li>
  );
}
