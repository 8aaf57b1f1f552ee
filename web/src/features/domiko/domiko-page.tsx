import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageMeta } from '@/components/page-meta';
import { useLocale } from '@/i18n/locale-store';
import { useSettings } from '@/lib/settings';
import { domikoContent } from './domiko-content';
import { featureIds } from './domiko-features';
import { FeatureSection } from './feature-section';
import styles from './domiko-page.module.css';

// Below the fold, and it brings the form and query libraries: fetched while the visitor reads the sections.
const InfoRequestBlock = lazy(() =>
  import('@/components/info-request/info-request-block').then((module) => ({
    default: module.InfoRequestBlock,
  })),
);

// The QR encoder is needed only at the bottom of the page.
const StoreDownloads = lazy(() =>
  import('./downloads/store-downloads').then((module) => ({ default: module.StoreDownloads })),
);

const platforms = ['iOS', 'Android', 'macOS', 'Windows', 'Web'] as const;
const downloadId = 'domiko-download';
const informId = 'domiko-inform';

export default function DomikoPage() {
  const locale = useLocale();
  const { business } = useSettings();
  const content = domikoContent[locale];
  const fill = (text: string) =>
    text.replaceAll('{app}', business.appName).replaceAll('{brand}', business.controlSystemBrand);

  return (
    <>
      <PageMeta title="domiko.title" description="domiko.description" />
      {featureIds.map((id, index) => (
        <FeatureSection
          key={id}
          id={id}
          copy={content[id]}
          fill={fill}
          tone={index % 2 === 0 ? 'dark' : 'light'}
          reverse={index % 2 === 1}
          heading={index === 0 ? 'h1' : 'h2'}
        >
          {index === 0 && (
            <>
              <p className={styles.platformsLabel}>
                <FormattedMessage id="domiko.platforms" />
              </p>
              <ul className={styles.platforms}>
                {platforms.map((platform) => (
                  <li key={platform}>{platform}</li>
                ))}
              </ul>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => scrollToId(downloadId)}
                >
                  <FormattedMessage id="domiko.cta.download" />
                </button>
                <button type="button" className="button button--ghost" onClick={() => scrollToId(informId)}>
                  <FormattedMessage id="domiko.cta.inform" />
                </button>
              </div>
            </>
          )}
        </FeatureSection>
      ))}
      <div id={informId} tabIndex={-1} className={styles.anchor}>
        <Suspense fallback={<div className={styles.infoPlaceholder} />}>
          <InfoRequestBlock />
        </Suspense>
      </div>
      <div id={downloadId} tabIndex={-1} className={styles.anchor}>
        <Suspense fallback={<div className={styles.downloadPlaceholder} />}>
          <StoreDownloads />
        </Suspense>
      </div>
    </>
  );
}

/** With hash routing an in-page `#id` link would be read as a route: scroll and move focus by hand. */
function scrollToId(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
