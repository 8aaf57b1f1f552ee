import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { useSettings } from '@/lib/settings';
import { type AppStore, appQrPaths } from '@shared/app-downloads';
import { AppStoreBadge, GooglePlayBadge } from './store-badges';
import styles from './store-downloads.module.css';

interface Store {
  key: AppStore;
  url: string;
  badge: ReactNode;
}

/** The download blocks: for each mobile store, a QR code of its configured address and its badge. */
export function StoreDownloads() {
  const intl = useIntl();
  const { business } = useSettings();
  const titleId = useId();
  const app = business.appName;
  const stores: Store[] = [
    { key: 'appStore', url: business.appStoreUrl, badge: <AppStoreBadge /> },
    { key: 'googlePlay', url: business.googlePlayUrl, badge: <GooglePlayBadge /> },
  ];
  const m = (messageId: MessageId) => intl.formatMessage({ id: messageId }, { app });

  return (
    <section className={`${styles.section} tone-light`} aria-labelledby={titleId}>
      <div className={`${styles.inner} container`}>
        <div className={styles.copy}>
          <h2 id={titleId}>{m('domiko.download.title')}</h2>
          <p>{m('domiko.download.text')}</p>
        </div>
        <ul className={styles.stores}>
          {stores.map((store) => (
            <li key={store.key} className={styles.store}>
              <div className={styles.qr}>
                <img
                  src={appQrPaths[store.key]}
                  alt={m(`domiko.download.${store.key}.qr`)}
                  width={176}
                  height={176}
                />
              </div>
              <p className={styles.storeName}>{m(`domiko.download.${store.key}.name`)}</p>
              <a
                className={styles.badge}
                href={store.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={m(`domiko.badge.${store.key}`)}
              >
                {store.badge}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
