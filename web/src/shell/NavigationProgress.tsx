import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './NavigationProgress.module.css';

/**
 * While the next screen's code and data load (a tapped tab on a slow network), a bar under the
 * header says so at once instead of nothing happening until the screen is ready.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== 'idle';
  if (!loading) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('route.loading')}>
      <span className={styles.bar} />
    </div>
  );
}
