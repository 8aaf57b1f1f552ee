import { useIntl } from 'react-intl';
import { type Language, languages } from '@shared/language';
import { useLanguage, useLanguageStore } from '@/i18n/language-store';
import styles from './language-switch.module.css';

/** FR/EN switch; the choice is remembered and wins over the browser's language. */
export function LanguageSwitch() {
  const intl = useIntl();
  const language = useLanguage();
  const chooseLanguage = useLanguageStore((state) => state.chooseLanguage);
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
          aria-pressed={option === language}
          aria-label={intl.formatMessage({ id: option === 'en' ? 'shell.language.en' : 'shell.language.fr' })}
          onClick={() => chooseLanguage(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
