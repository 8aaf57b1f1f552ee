import { Check } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { useBrandText } from '@/components/use-brand-text';
import { useHydrated } from '@/lib/use-hydrated';
import type { SectionCopy } from './domiko-content';
import { type Device, type FeatureId, stageDevices } from './domiko-features';
import { frames } from './illustrations/frames';
import styles from './domiko-page.module.css';

// The drawings and their kit come in a second chunk, so the page's text paints without waiting for them.
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

/** One section of the app page: a title, a text and two drawn screens of the app. */
export function FeatureSection({ id, copy, tone, reverse, heading: Heading, children }: Props) {
  const intl = useIntl();
  const fill = useBrandText();
  const titleId = useId();
  const devices = stageDevices(id);
  const layout = devices.join('-');
  const deviceClass = (device: Device) => `${styles.device} ${styles[device]}`;
  // Prerendered and hydrated as empty frames: the drawings' chunk loads once the page has been taken over.
  const hydrated = useHydrated();
  const emptyFrames = devices.map((device) => (
    <svg
      key={device}
      aria-hidden="true"
      className={deviceClass(device)}
      viewBox={`0 0 ${frames[device].width} ${frames[device].height}`}
      width={frames[device].width}
      height={frames[device].height}
    />
  ));
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
          className={`${styles.stage} ${styles[layout] ?? ''}`}
          role="group"
          aria-label={intl.formatMessage({ id: 'domiko.illustrations' })}
        >
          {hydrated ? (
            <Suspense fallback={emptyFrames}>
              <SectionIllustrations id={id} eager={Heading === 'h1'} className={deviceClass} />
            </Suspense>
          ) : (
            emptyFrames
          )}
        </div>
      </div>
    </section>
  );
}
