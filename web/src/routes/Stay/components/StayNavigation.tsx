import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { currentBrand } from '../../../app/brand.ts';
import { stayTabs } from './stayTabs.ts';

/** Bottom tab bar of the stay pages; tabs whose screens do not exist yet are shown disabled. */
export function StayNavigation() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav className="tab-bar" aria-label={t('app.nav.label')}>
      <ul>
        {stayTabs(currentBrand).map((tab) => (
          <li key={tab.id}>
            {tab.path ? (
              <NavLink to={{ pathname: tab.path, search }} end className="tab-bar__tab">
                {t(tab.labelKey)}
              </NavLink>
            ) : (
              <span className="tab-bar__tab tab-bar__tab--disabled">
                {t(tab.labelKey)}
                <span className="visually-hidden"> ({t('app.nav.unavailable')})</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
