import { Check } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SectionCopy } from './domiko-content';
import { AppScreen } from './illustrations/app-screen';
import type { Screen } from './illustrations/screen-types';
import styles from './domiko-page.module.css';

interface Props {
  copy: SectionCopy;
  screens: readonly [Screen, Screen];
  /** Fills `{app}` and `{brand}` in the copy. */
  fill: (text: string) => string;
  tone: 'dark' | 'light';
  /** Text on the right of the drawings on wide screens. */
  reverse: boolean;
  heading: 'h1' | 'h2';
  children?: React.ReactNode;
}

/** One section of the app page: a title, a text and two drawn screens of the app. */
export function FeatureSection({ copy, screens, fill, tone, reverse, heading: Heading, children }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const layout = screens.map((screen) => screen.device).join('-');
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
          {screens.map((screen, i) => (
            <AppScreen key={i} screen={screen} className={`${styles.device} ${styles[screen.device]}`} />
          ))}
        </div>
      </div>
    </section>
  );
}
