import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stayPath, stayScreenPath } from '../routing/paths.ts';
import { readCurrentStay } from '../session/currentStay.ts';
import { hasKeptStay } from '../session/offlineStay.ts';
import { ButtonLink } from '../ui/Button.tsx';

const doorAccessPath = '/stay/access';

/**
 * While a screen cannot be loaded (offline, or the hotel's system cannot be reached), the way to
 * what this phone kept of the stay: door access with every code and the Wi-Fi, or the stay page
 * when door access itself is what failed. Nothing when nothing is kept.
 */
export function KeptStayLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const slug = readCurrentStay()?.slug;
  if (slug === undefined || !hasKeptStay()) return null;
  const onDoorAccess = pathname === doorAccessPath;
  return (
    <>
      <p>{t('route.keptOnPhone')}</p>
      <ButtonLink
        to={onDoorAccess ? stayPath(slug) : stayScreenPath(doorAccessPath, slug)}
        variant="secondary"
        fullWidth
      >
        {onDoorAccess ? t('route.keptStay') : t('route.keptDoorAccess')}
      </ButtonLink>
    </>
  );
}
