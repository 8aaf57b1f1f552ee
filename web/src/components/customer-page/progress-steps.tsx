import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from './customer-page.module.css';

export interface ProgressStep<Name extends string = string> {
  name: Name;
  /** When the step was reached; null for a step still ahead. */
  at: string | null;
}

/** The words of a list of steps: each step's name, and what is said of one reached or still ahead. */
export interface ProgressMessages<Name extends string> {
  step: (name: Name) => MessageId;
  pending: MessageId;
  /** "on {date}". */
  reachedOn: MessageId;
}

/**
 * The steps a customer follows, each with the day it was reached or "not yet"; the last one reached is the
 * current step, even past one skipped (work done before the deposit arrived). `data-step` names each step for
 * its page's own rules.
 */
export function ProgressSteps<Name extends string>({
  steps,
  messages,
  date,
  className,
}: {
  steps: readonly ProgressStep<Name>[];
  messages: ProgressMessages<Name>;
  date: (at: string) => string;
  className?: string;
}) {
  const lastReached = steps.findLastIndex((step) => step.at !== null);
  return (
    <ol className={className ? `${styles.steps} ${className}` : styles.steps}>
      {steps.map((step, index) => {
        const current = index === lastReached;
        return (
          <li
            key={step.name}
            className={styles.step}
            data-reached={step.at !== null}
            data-step={step.name}
            aria-current={current ? 'step' : undefined}
          >
            <span>
              <FormattedMessage id={messages.step(step.name)} />
            </span>{' '}
            <span>
              {step.at === null ? (
                <FormattedMessage id={messages.pending} />
              ) : (
                <FormattedMessage
                  id={messages.reachedOn}
                  values={{ date: <time dateTime={step.at}>{date(step.at)}</time> }}
                />
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
