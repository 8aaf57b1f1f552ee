import { useLocale } from '@/i18n/locale-store';
import { messageFormTexts } from './message-form-texts';
import styles from './message-form.module.css';

/**
 * The anti-spam trap: people never see, reach or hear it; bots that fill every input fill it, and the
 * server then drops their message without saying so.
 */
export function HoneypotField(props: { value: string; onChange: (value: string) => void }) {
  const texts = messageFormTexts[useLocale()];
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {texts.honeypotLabel}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
