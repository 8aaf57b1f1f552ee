import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from '@/features/back-office/common/records.module.css';

/**
 * One answer out of a few, each a radio button with its words, under the question (`legend`); then what the
 * form says about the answer (`children`: a hint, an error). Laid out as a panel's choices unless the form
 * gives its own classes.
 */
export function RadioChoices<T extends string>({
  legend,
  name,
  choices,
  value,
  label,
  onChange,
  disabled,
  describedBy,
  className = styles.means,
  legendClassName,
  choiceClassName = styles.choice,
  children,
}: {
  legend: MessageId;
  name: string;
  choices: readonly T[];
  value: T;
  label: (choice: T) => MessageId;
  onChange: (choice: T) => void;
  /** A choice that cannot be taken (a read-only form keeps only its answer). */
  disabled?: (choice: T) => boolean;
  describedBy?: string;
  className?: string;
  legendClassName?: string;
  choiceClassName?: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className={legendClassName}>
        <FormattedMessage id={legend} />
      </legend>
      {choices.map((choice) => (
        <label key={choice} className={choiceClassName}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            disabled={disabled?.(choice)}
            onChange={() => onChange(choice)}
          />
          <span>
            <FormattedMessage id={label(choice)} />
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
