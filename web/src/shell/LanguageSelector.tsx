import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router';
import { changeLocale, currentLocale } from '../i18n/i18n.ts';
import { isSupportedLocale, languagesByLabel } from '../i18n/locales.ts';
import { Icon } from '../ui/Icon.tsx';
import { useValueMadeEarly } from '../ui/useChoicesMadeEarly.ts';
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
  const shown = i18n.resolvedLanguage ?? currentLocale();
  // A language picked on the drawn page before the app took it over is the guest's choice: the
  // select shows it, so the app turns to it rather than leave the page in the drawn one.
  const select = useRef<HTMLSelectElement>(null);
  useValueMadeEarly(select, (picked) => {
    if (picked !== shown && isSupportedLocale(picked)) void switchTo(picked);
  });
  return (
    <label className={styles.selector}>
      <span className="visually-hidden">{t('header.language')}</span>
      <Icon name="language" className={styles.icon} size={20} />
      <select
        ref={select}
        className={styles.select}
        value={shown}
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
