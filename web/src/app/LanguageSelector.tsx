import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n.ts';
import { isSupportedLocale, languagesByLabel } from '../i18n/locales.ts';

const sortedLanguages = languagesByLabel();

export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  return (
    <div className="language-selector">
      <label htmlFor={selectId}>{t('app.header.language')}</label>
      <select
        id={selectId}
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
    </div>
  );
}
