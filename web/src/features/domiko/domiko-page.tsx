import { lazy, Suspense, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageMeta } from '@/components/page-meta';
import { scrollToElement } from '@/lib/scroll-to-element';
import { useRenderInSteps } from '@/lib/use-render-in-steps';
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

await domikoContent.preload();

const platforms = ['iOS', 'Android', 'macOS', 'Windows', 'Web'] as const;
const downloadId = 'domiko-download';
const informId = 'domiko-inform';

export default function DomikoPage() {
  const content = domikoContent.useContent();
  // Twenty drawn sections: the first at once (it fills a phone's first screen), the rest one per task.
  const sections = useRenderInSteps(featureIds.length, { initial: 1, step: 1 });
  const complete = sections.shown === featureIds.length;
  // A jump to a block at the bottom first renders every section, then scrolls once they are all there.
  const pendingJump = useRef<string | null>(null);
  const jumpTo = (id: string) => {
    if (complete) return scrollToId(id);
    pendingJump.current = id;
    sections.showAll();
  };
  useEffect(() => {
    if (!complete || !pendingJump.current) return;
    scrollToId(pendingJump.current);
    pendingJump.current = null;
  }, [complete]);

  return (
    <>
      <PageMeta title="domiko.title" description="domiko.description" />
      {featureIds.slice(0, sections.shown).map((id, index) => (
        <FeatureSection
          key={id}
          id={id}
          copy={content[id]}
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
              <div className="button-row">
                <button type="button" className="button button--primary" onClick={() => jumpTo(downloadId)}>
                  <FormattedMessage id="domiko.cta.download" />
                </button>
                <button type="button" className="button button--ghost" onClick={() => jumpTo(informId)}>
                  <FormattedMessage id="domiko.cta.inform" />
                </button>
              </div>
            </>
          )}
        </FeatureSection>
      ))}
      {/* Last, so that nothing on screen moves down while the sections above arrive. */}
      {complete && (
        <>
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
      )}
    </>
  );
}

function scrollToId(id: string) {
  const target = document.getElementById(id);
  if (target) scrollToElement(target);
}
