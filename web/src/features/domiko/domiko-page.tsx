import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageMeta } from '@/components/page-meta';
import { scrollToElement } from '@/lib/scroll-to-element';
import { useRenderInSteps } from '@/lib/use-render-in-steps';
import { domikoContent } from './domiko-content';
import { featureIds } from './domiko-features';
import { FeatureSection } from './feature-section';
import { screenCatalogue } from './illustrations/screen-catalogue';
import { useNearViewport } from './use-near-viewport';
import styles from './domiko-page.module.css';

// At the bottom of the page, and it brings the form and query libraries: fetched when the visitor nears it.
const InfoRequestBlock = lazy(() =>
  import('@/components/info-request/info-request-block').then((module) => ({
    default: module.InfoRequestBlock,
  })),
);

// The QR encoder is needed only at the bottom of the page.
const StoreDownloads = lazy(() =>
  import('./downloads/store-downloads').then((module) => ({ default: module.StoreDownloads })),
);

// The page's copy and the drawn screens' text alternatives, in the visitor's language.
await Promise.all([domikoContent.preload(), screenCatalogue.preload()]);

const platforms = ['iOS', 'Android', 'macOS', 'Windows', 'Web'] as const;
const downloadId = 'domiko-download';
const informId = 'domiko-inform';

export default function DomikoPage() {
  const content = domikoContent.useContent();
  // Twenty sections: the first at once (it fills a phone's first screen), the other nineteen in one
  // interruptible render after it. Nineteen steps of one section each cost a frame apiece (style, layout, paint
  // and the compositor's commit), more than the sections themselves; the browser neither styles nor lays out
  // a section far from the viewport (content-visibility), and draws its screens only once it comes near.
  const sections = useRenderInSteps(featureIds.length, { initial: 1, step: featureIds.length - 1 });
  const complete = sections.shown === featureIds.length;
  const [bottomAsked, setBottomAsked] = useState(false);
  // A jump to a block at the bottom first renders every section, then scrolls once they are all there. The
  // callback stays the same while the sections arrive, so the introduction is not rendered again.
  const pendingJump = useRef<string | null>(null);
  const { showAll } = sections;
  const jumpTo = useCallback(
    (id: string) => {
      setBottomAsked(true);
      if (complete) return scrollToId(id);
      pendingJump.current = id;
      showAll();
    },
    [complete, showAll],
  );
  const introExtras = useMemo(() => <IntroExtras onJump={jumpTo} />, [jumpTo]);
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
          {index === 0 && introExtras}
        </FeatureSection>
      ))}
      {complete && <BottomBlocks asked={bottomAsked} />}
    </>
  );
}

/**
 * The form and the download block, last so that nothing on screen moves down while the sections above arrive.
 * They come when the visitor nears the end of the page or asks for one of them: the form's libraries, its
 * controls and the two QR images cost more main-thread work than all the sections above, which a visitor who
 * never scrolls down need not pay for.
 */
function BottomBlocks({ asked }: { asked: boolean }) {
  const blocks = useRef<HTMLDivElement>(null);
  const shown = useNearViewport(blocks, false) || asked;
  return (
    <div ref={blocks}>
      <div id={informId} tabIndex={-1} className={styles.anchor}>
        {shown ? (
          <Suspense fallback={<div className={styles.infoPlaceholder} />}>
            <InfoRequestBlock />
          </Suspense>
        ) : (
          <div className={styles.infoPlaceholder} />
        )}
      </div>
      <div id={downloadId} tabIndex={-1} className={styles.anchor}>
        {shown ? (
          <Suspense fallback={<div className={styles.downloadPlaceholder} />}>
            <StoreDownloads />
          </Suspense>
        ) : (
          <div className={styles.downloadPlaceholder} />
        )}
      </div>
    </div>
  );
}

/** The introduction's platforms and its two buttons to the blocks at the bottom of the page. */
function IntroExtras({ onJump }: { onJump: (id: string) => void }) {
  return (
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
        <button type="button" className="button button--primary" onClick={() => onJump(downloadId)}>
          <FormattedMessage id="domiko.cta.download" />
        </button>
        <button type="button" className="button button--ghost" onClick={() => onJump(informId)}>
          <FormattedMessage id="domiko.cta.inform" />
        </button>
      </div>
    </>
  );
}

function scrollToId(id: string) {
  const target = document.getElementById(id);
  if (target) scrollToElement(target);
}
