import type { OrderDetail, OrderDocument, OrderLicence } from '@shared/order-schemas';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMac } from '@/lib/mac-address';
import { dateTimeFormat } from '../message-labels';
import { formatEuros } from './order-labels';
import { downloadOrderFile, orderFiles } from './orders-api';
import backOffice from '../back-office.module.css';
import styles from './orders.module.css';

/** The order's invoices and credit notes, and its licences, current and revoked, each downloadable. */
export function OrderFiles({ order }: { order: OrderDetail }) {
  return (
    <>
      <section aria-labelledby="order-documents" className={styles.section}>
        <h2 id="order-documents">
          <FormattedMessage id="orders.documents" />
        </h2>
        {order.documents.length === 0 ? (
          <p className="muted">
            <FormattedMessage id="orders.documents.none" />
          </p>
        ) : (
          <ul aria-labelledby="order-documents" className={backOffice.list}>
            {order.documents.map((document) => (
              <DocumentRow key={document.id} orderId={order.id} document={document} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="order-licences" className={styles.section}>
        <h2 id="order-licences">
          <FormattedMessage id="orders.licences" />
        </h2>
        {order.licences.length === 0 ? (
          <p className="muted">
            <FormattedMessage id="orders.licences.none" />
          </p>
        ) : (
          <ul aria-labelledby="order-licences" className={backOffice.list}>
            {order.licences.map((licence) => (
              <LicenceRow key={licence.id} orderId={order.id} licence={licence} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function DocumentRow({ orderId, document }: { orderId: string; document: OrderDocument }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `orders.document.${document.kind}` }, { number: document.number });
  return (
    <li className={styles.fileRow}>
      <div>
        <p>
          <strong>{name}</strong>
        </p>
        <p className="muted">
          <FormattedMessage
            id="orders.document.summary"
            values={{
              date: intl.formatDate(document.issuedAt, dateTimeFormat),
              total: formatEuros(intl, document.totalInclVatCents),
            }}
          />
        </p>
      </div>
      <DownloadButton
        name={name}
        path={orderFiles.document(orderId, document.id)}
        fileName={`${document.number}.pdf`}
      />
    </li>
  );
}

function LicenceRow({ orderId, licence }: { orderId: string; licence: OrderLicence }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'orders.licence' }, { mac: formatMac(licence.mac) });
  const revokedOn = licence.revokedAt && intl.formatDate(licence.revokedAt, dateTimeFormat);
  return (
    <li className={styles.fileRow} data-revoked={licence.revokedAt !== null}>
      <div>
        <p>
          <strong>{name}</strong>
        </p>
        <p className="muted">
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
        </p>
      </div>
      <DownloadButton
        name={name}
        path={orderFiles.licence(orderId, licence.id)}
        fileName={licence.fileName}
      />
    </li>
  );
}

/** "Download" on screen, "Download Invoice F2026-0001" for a screen reader going through the list. */
function DownloadButton({ name, path, fileName }: { name: string; path: string; fileName: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  async function download() {
    setState('pending');
    try {
      await downloadOrderFile(path, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className={backOffice.export}>
      <button
        type="button"
        className="button button--ghost"
        aria-label={intl.formatMessage({ id: 'orders.download.named' }, { name })}
        disabled={state === 'pending'}
        onClick={() => void download()}
      >
        <FormattedMessage id="orders.download" />
      </button>
      <p role="alert" className={backOffice.inlineError}>
        {state === 'failed' && <FormattedMessage id="orders.download.failed" />}
      </p>
    </div>
  );
}
