import { Check, Download, FileText } from 'lucide-react';
import { Suspense, useCallback, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { BelowTheFold } from '@/components/below-the-fold';
import { PageMeta } from '@/components/page-meta';
import { useLocale } from '@/i18n/locale-store';
import { lazyComponent } from '@/lib/lazy-chunk';
import { useSettings } from '@/lib/settings';
import { type DriverEntry, driverCatalogue } from '@shared/driver-catalogue';
import { driverImageAlt } from './driver-image-alt';
import { DRIVER_IMAGE_HEIGHT, DRIVER_IMAGE_WIDTH, driverImages } from './driver-images';
import styles from './store-page.module.css';
import { useDriverPrice } from './use-driver-price';

// The order dialog and its form (with TanStack Query) load on the first Buy, or as soon as a pointer or the
// keyboard nears a Buy button, so the store's first paint does not wait for them.
const loadDialog = () => import('./licence-order-dialog');
const LicenceOrderDialog = lazyComponent(loadDialog);
const preloadDialog = () => void loadDialog();

export default function StorePage() {
  const { business } = useSettings();
  const [ordering, setOrdering] = useState<DriverEntry | null>(null);
  const [dialogMounted, setDialogMounted] = useState(false);
  const [ordered, setOrdered] = useState<string | null>(null);
  const buyButton = useRef<HTMLButtonElement | null>(null);

  const onClose = useCallback(
    (done: boolean) => {
      if (done && ordering) setOrdered(ordering.titleKey);
      setOrdering(null);
    },
    [ordering],
  );

  // The first driver is part of the first screen (its Buy button among them); the others follow a task later.
  const [firstDriver, ...otherDrivers] = driverCatalogue;
  const onBuy = (driver: DriverEntry, button: HTMLButtonElement) => {
    buyButton.current = button;
    setDialogMounted(true);
    setOrdered(null);
    setOrdering(driver);
  };

  return (
    <>
      <PageMeta title="store.title" description="store.description" />
      <section className={`${styles.hero} tone-dark`}>
        <div className="container">
          <h1>
            <FormattedMessage id="store.heading" values={{ brand: business.controlSystemBrand }} />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="store.intro" />
          </p>
          <ul className={styles.points}>
            {(['store.intro.point1', 'store.intro.point2', 'store.intro.point3'] as const).map((id) => (
              <li key={id}>
                <Check aria-hidden="true" size={18} />
                <FormattedMessage id={id} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`${styles.list} container`} aria-labelledby="store-list-heading">
        <h2 id="store-list-heading" className="visually-hidden">
          <FormattedMessage id="store.listHeading" />
        </h2>
        {firstDriver && (
          <DriverArticle driver={firstDriver} ordered={ordered === firstDriver.titleKey} onBuy={onBuy} />
        )}
        <BelowTheFold>
          {otherDrivers.map((driver) => (
            <DriverArticle
              key={driver.titleKey}
              driver={driver}
              ordered={ordered === driver.titleKey}
              onBuy={onBuy}
            />
          ))}
        </BelowTheFold>
      </section>
      {dialogMounted && (
        <Suspense fallback={null}>
          <LicenceOrderDialog driver={ordering} returnFocusTo={buyButton} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}

function DriverArticle(props: {
  driver: DriverEntry;
  ordered: boolean;
  onBuy: (driver: DriverEntry, button: HTMLButtonElement) => void;
}) {
  const { driver } = props;
  const locale = useLocale();
  const title = driver.title[locale];
  const price = useDriverPrice()(driver);
  const headingId = `driver-${driver.titleKey}`;
  const frame = [
    styles.frame,
    driver.dark ? styles.frameDark : styles.frameLight,
    driver.imagePadding ? styles.framePadded : styles.frameFull,
  ].join(' ');

  return (
    <article className={styles.driver} aria-labelledby={headingId}>
      <div className={frame}>
        <img
          src={driverImages[driver.image]}
          alt={driverImageAlt[driver.image]?.[locale] ?? ''}
          width={DRIVER_IMAGE_WIDTH}
          height={DRIVER_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <h3 id={headingId}>{title}</h3>
        <p>{driver.description[locale]}</p>
        <div className={styles.links}>
          <a href={`/downloads/${driver.helpFile}`} type="application/pdf" target="_blank" rel="noopener">
            <FileText aria-hidden="true" size={18} />
            <FormattedMessage id="store.documentation" />
            <span className="visually-hidden"> — {title}</span>
          </a>
          <a href={`/downloads/${driver.packageFile}`} download>
            <Download aria-hidden="true" size={18} />
            <FormattedMessage id="store.download" />
            <span className="visually-hidden"> — {title}</span>
          </a>
        </div>
        <div className={styles.purchase}>
          {driver.priceExclVat > 0 ? (
            <button
              type="button"
              className="button button--primary"
              onClick={(event) => props.onBuy(driver, event.currentTarget)}
              onPointerEnter={preloadDialog}
              onFocus={preloadDialog}
            >
              <FormattedMessage id="store.buy" values={{ price }} />
            </button>
          ) : (
            <span className={styles.free}>
              <FormattedMessage id="store.free" />
            </span>
          )}
        </div>
        <div role="status" className={styles.status}>
          {props.ordered && (
            <p>
              <FormattedMessage id="store.dialog.sent" />
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
