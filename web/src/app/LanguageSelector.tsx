import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n.ts';
import { isSupportedLocale, languagesByLabel } from '../i18n/locales.ts';
import { Icon } from '../ui/Icon.tsx';
import styles from './LanguageSelector.module.css';

const sortedLanguages = languagesByLabel();

/**
 * The platform's own select: on a phone it opens the system picker, which is the most usable and
 * accessible list there is, and it costs nothing in the entry bundle.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <label className={styles.selector}>
      <span className="visually-hidden">{t('header.language')}</span>
      <Icon name="language" className={styles.icon} size={20} />
      <select
        className={styles.select}
        value={i18n.resolvedLanguage ?? currentLocale()}
        onChange={(event) => {
          const { value } = event.target;
          if (isSupportedLocale(value)) void changeLocale(value);
        }}
      >
        {sortedLanguages.map(({ locale, label }) => (
          <option key={locale} value={locale} lang={locale}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
