import { Check } from 'lucide-react';
import { lazy, memo, Suspense, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useBrandText } from '@/components/use-brand-text';
import { useHydrated } from '@/lib/use-hydrated';
import type { SectionCopy } from './domiko-content';
import { type Device, type FeatureId, stageDevices } from './domiko-features';
import { DeviceBody } from './illustrations/device-body';
import { frames } from './illustrations/frames';
import { screenCatalogue } from './illustrations/screen-catalogue';
import styles from './domiko-page.module.css';
import { useNearViewport } from './use-near-viewport';

// The drawings and their kit come in a second chunk, so the page's text paints without waiting for them; a
// section draws its screens only once it comes near the viewport.
const SectionIllustrations = lazy(() => import('./illustrations/section-illustrations'));

interface Props {
  id: FeatureId;
  copy: SectionCopy;
  tone: 'dark' | 'light';
  /** Text on the right of the drawings on wide screens. */
  reverse: boolean;
  heading: 'h1' | 'h2';
  children?: React.ReactNode;
}

/**
 * One section of the app page: a title, a text and two drawn screens of the app. Memoised: the page adds its
 * sections one per task, and each step renders the new section only, not again every section above it.
 */
export const FeatureSection = memo(function FeatureSection({
  id,
  copy,
  tone,
  reverse,
  heading: Heading,
  children,
}: Props) {
  const intl = useIntl();
  const fill = useBrandText();
  const titleId = useId();
  const frameId = useId();
  const devices = stageDevices(id);
  const layout = devices.join('-');
  const deviceClass = (device: Device) => `${styles.device} ${styles[device]}`;
  const screens = screenCatalogue.useContent();
  // Prerendered and hydrated as empty frames: the drawings' chunk loads once the page has been taken over.
  const hydrated = useHydrated();
  const stage = useRef<HTMLDivElement>(null);
  const near = useNearViewport(stage, Heading === 'h1');
  const frame = (device: Device, alt?: string) => (
    <svg
      key={device}
      className={deviceClass(device)}
      viewBox={`0 0 ${frames[device].width} ${frames[device].height}`}
      width={frames[device].width}
      height={frames[device].height}
      {...(alt === undefined
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-labelledby': `${frameId}-${device}` })}
    >
      {alt !== undefined && (
        <>
          <title id={`${frameId}-${device}`}>{alt}</title>
          <DeviceBody device={device} />
        </>
      )}
    </svg>
  );
  // Until it is drawn, each screen is the device's outline with its text alternative, as the drawing names it.
  const namedFrames = devices.map((device) =>
    frame(device, fill(screens[`domiko.screen.${id}.${device}.alt`])),
  );
  return (
    <section
      className={`${styles.section} tone-${tone} ${reverse ? styles.reverse : ''} ${Heading === 'h1' ? styles.intro : ''}`}
      aria-labelledby={titleId}
      data-feature-section=""
    >
      <div className={`${styles.inner} container`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{fill(copy.eyebrow)}</p>
          <Heading id={titleId}>{fill(copy.title)}</Heading>
          {copy.text.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {fill(paragraph)}
            </p>
          ))}
          <ul className={styles.points}>
            {copy.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" size={18} strokeWidth={2.5} className={styles.tick} />
                {fill(point)}
              </li>
            ))}
          </ul>
          {children}
        </div>
        <div
          ref={stage}
          className={`${styles.stage} ${styles[layout] ?? ''}`}
          role="group"
          aria-label={intl.formatMessage({ id: 'domiko.illustrations' })}
        >
          {!hydrated ? (
            devices.map((device) => frame(device))
          ) : near ? (
            <Suspense fallback={namedFrames}>
              <SectionIllustrations id={id} eager={Heading === 'h1'} className={deviceClass} />
            </Suspense>
          ) : (
            namedFrames
          )}
        </div>
      </div>
    </section>
  );
});
