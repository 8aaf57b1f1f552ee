import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Language, languages } from '@shared/language';
import { useLanguage, useLanguageStore } from '@/i18n/language-store';
import { afterNextPaint } from '@/lib/when-idle';
import styles from './language-switch.module.css';

/**
 * FR/EN switch; the choice is remembered and wins over the browser's language. The pressed button changes in the
 * frame after the press; the whole page is rendered again in the new language in the task after that frame, so
 * the press is answered on screen before that work (issue 38).
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const language = useLanguage();
  const chooseLanguage = useLanguageStore((state) => state.chooseLanguage);
  const [pressed, setPressed] = useState<Language | null>(null);
  const shown = pressed ?? language;
  const choose = (option: Language) => {
    if (option === language && pressed === null) {
      // Already shown: only remembered as the visitor's choice.
      chooseLanguage(option);
      return;
    }
    setPressed(option);
    afterNextPaint(() => {
      chooseLanguage(option);
      setPressed(null);
    });
  };
  return (
    <div
      className={styles.switch}
      role="group"
      aria-label={intl.formatMessage({ id: 'shell.language.label' })}
    >
      {languages.map((option: Language) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={option === shown}
          aria-label={intl.formatMessage({ id: option === 'en' ? 'shell.language.en' : 'shell.language.fr' })}
          onClick={() => choose(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
