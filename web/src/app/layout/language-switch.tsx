import { useIntl } from 'react-intl';
import { type Language, languages } from '@shared/language';
import { useLocale, useLocaleStore } from '@/i18n/locale-store';
import styles from './language-switch.module.css';

/** FR/EN switch; the choice is remembered and wins over the browser's language. */
export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const chooseLocale = useLocaleStore((state) => state.chooseLocale);
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
          aria-pressed={option === locale}
          aria-label={intl.formatMessage({ id: option === 'en' ? 'shell.language.en' : 'shell.language.fr' })}
          onClick={() => chooseLocale(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
