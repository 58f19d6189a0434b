import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentBrand } from './brand.ts';
import { LanguageSelector } from './LanguageSelector.tsx';

export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      {currentBrand === 'main' ? (
        <Link to="/stay" className="app-header__logo" aria-label={t('app.header.home')}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
        </Link>
      ) : (
        <span />
      )}
      <LanguageSelector />
    </header>
  );
}
