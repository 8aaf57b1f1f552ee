import { Check, Cpu, Download, FileText } from 'lucide-react';
import { memo, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { BelowTheFold } from '@/components/below-the-fold';
import { PageMeta } from '@/components/page-meta';
import { ResponsiveImage } from '@/components/responsive-image';
import { useLanguage } from '@/i18n/language-store';
import { lazyComponent } from '@/lib/lazy-chunk';
import { useSettings } from '@/lib/settings';
import { whenIdle } from '@/lib/when-idle';
import { inertText } from '@shared/inert-text';
import type { StoreProduct } from '@shared/store-catalogue';
import { driverImageAlt } from './driver-image-alt';
import { DRIVER_IMAGE_HEIGHT, DRIVER_IMAGE_WIDTH, driverImageFrames, driverImages } from './driver-images';
import styles from './store-page.module.css';
import { useStoreCatalogue } from './use-store-catalogue';

// The order dialog and its form (with TanStack Query) load and are rendered, closed, once the page is idle after
// its first render, or as soon as a pointer or the keyboard nears a Buy button, so the store's first paint does
// not wait for them and Buy only has to open them (issue 38: the press answered in the next frame).
const loadDialog = () => import('./licence-order-dialog');
const LicenceOrderDialog = lazyComponent(loadDialog);

export default function StorePage() {
  const { business } = useSettings();
  const [ordering, setOrdering] = useState<StoreProduct | null>(null);
  const [dialogMounted, setDialogMounted] = useState(false);
  const [ordered, setOrdered] = useState<string | null>(null);
  const buyButton = useRef<HTMLButtonElement | null>(null);

  const onClose = useCallback(
    (done: boolean) => {
      if (done && ordering) setOrdered(ordering.key);
      setOrdering(null);
    },
    [ordering],
  );

  // The first driver is part of the first screen (its Buy button among them); the others follow a task later.
  const [firstDriver, ...otherDrivers] = useStoreCatalogue();
  const onBuy = useCallback((driver: StoreProduct, button: HTMLButtonElement) => {
    buyButton.current = button;
    setDialogMounted(true);
    setOrdered(null);
    setOrdering(driver);
  }, []);
  // In a transition: loading and rendering the closed dialog never makes a task long enough to delay a press.
  const prepareDialog = useCallback(() => {
    void loadDialog();
    startTransition(() => setDialogMounted(true));
  }, []);
  useEffect(() => whenIdle(prepareDialog), [prepareDialog]);

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
          <DriverArticle
            driver={firstDriver}
            ordered={ordered === firstDriver.key}
            onBuy={onBuy}
            onNearBuy={prepareDialog}
          />
        )}
        <BelowTheFold>
          {otherDrivers.map((driver) => (
            <DriverArticle
              key={driver.key}
              driver={driver}
              ordered={ordered === driver.key}
              onBuy={onBuy}
              onNearBuy={prepareDialog}
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

/** Memoised: opening the dialog leaves the list as it is. */
const DriverArticle = memo(function DriverArticle(props: {
  driver: StoreProduct;
  ordered: boolean;
  onBuy: (driver: StoreProduct, button: HTMLButtonElement) => void;
  onNearBuy: () => void;
}) {
  const { driver } = props;
  const language = useLanguage();
  const { title } = driver;
  const headingId = `driver-${driver.key}`;
  const image =
    driver.illustration && driverImages.has(driver.illustration) ? driver.illustration : undefined;
  const look = (driver.illustration && driverImageFrames[driver.illustration]) || {
    padded: true,
    dark: true,
  };
  const frame = [
    styles.frame,
    look.dark ? styles.frameDark : styles.frameLight,
    look.padded ? styles.framePadded : styles.frameFull,
  ].join(' ');

  return (
    <article className={styles.driver} aria-labelledby={headingId}>
      <div className={frame}>
        {image ? (
          <ResponsiveImage
            name={`driver-${image}`}
            widths={[480, 960]}
            width={DRIVER_IMAGE_WIDTH}
            height={DRIVER_IMAGE_HEIGHT}
            sizes="(min-width: 1240px) 560px, (min-width: 900px) 46vw, 100vw"
            alt={driverImageAlt[image]?.[language] ?? ''}
            fallback="png"
          />
        ) : (
          // A driver added in the back office has no drawing of its own yet.
          <Cpu className={styles.genericIcon} aria-hidden="true" size={96} strokeWidth={1.25} />
        )}
      </div>
      <div className={styles.body}>
        <h3 id={headingId}>{title}</h3>
        <p className={styles.description}>{inertText(driver.description)}</p>
        <div className={styles.links}>
          {driver.documentation && (
            <a href={driver.documentation} type="application/pdf" target="_blank" rel="noopener">
              <FileText aria-hidden="true" size={18} />
              <FormattedMessage id="store.documentation" />
              <span className="visually-hidden"> — {title}</span>
            </a>
          )}
          {driver.package && (
            <a href={driver.package} download>
              <Download aria-hidden="true" size={18} />
              <FormattedMessage id="store.download" />
              <span className="visually-hidden"> — {title}</span>
            </a>
          )}
        </div>
        <div className={styles.purchase}>
          {driver.priceCents > 0 ? (
            <button
              type="button"
              className="button button--primary"
              onClick={(event) => props.onBuy(driver, event.currentTarget)}
              onPointerEnter={props.onNearBuy}
              onFocus={props.onNearBuy}
            >
              <FormattedMessage id="store.buy" values={{ price: driver.priceLabel }} />
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
});
