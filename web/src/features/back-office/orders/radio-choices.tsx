import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from '@/features/back-office/common/records.module.css';

/** One answer out of a few, each a radio button with its words, under the question (`legend`). */
export function RadioChoices<T extends string>({
  legend,
  name,
  choices,
  value,
  label,
  onChange,
}: {
  legend: MessageId;
  name: string;
  choices: readonly T[];
  value: T;
  label: (choice: T) => MessageId;
  onChange: (choice: T) => void;
}) {
  return (
    <fieldset className={styles.means}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {choices.map((choice) => (
        <label key={choice} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <FormattedMessage id={label(choice)} />
        </label>
      ))}
    </fieldset>
  );
}
