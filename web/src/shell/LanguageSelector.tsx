import { useTranslation } from 'react-i18next';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router';
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
  const environment = useRelayEnvironment();
  const { revalidate } = useRevalidator();
  // The server's texts (products, partners, guides, help) come in the language asked for: after a
  // switch the stored answers are stale, and the screen on show reads its data again in the new one.
  const switchTo = async (locale: Parameters<typeof changeLocale>[0]) => {
    await changeLocale(locale);
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    await revalidate();
  };
  return (
    <label className={styles.selector}>
      <span className="visually-hidden">{t('header.language')}</span>
      <Icon name="language" className={styles.icon} size={20} />
      <select
        className={styles.select}
        value={i18n.resolvedLanguage ?? currentLocale()}
        onChange={(event) => {
          const { value } = event.target;
          if (isSupportedLocale(value)) void switchTo(value);
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
