import { useTranslation } from 'react-i18next';
import styles from './LoadingScreen.module.css';
import { Skeleton } from './Skeleton.tsx';

/**
 * The generic loading state: a status region announcing 'Loading…' around skeletons. Screens
 * with a known shape pass their own skeleton as children (one shaped like their content).
 */
export function LoadingScreen({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="visually-hidden">{t('route.loading')}</span>
      {children ?? (
        <>
          <Skeleton width="40%" />
          <Skeleton width="75%" height="2rem" />
          <Skeleton shape="block" height="9rem" />
          <Skeleton shape="block" height="6rem" />
        </>
      )}
    </div>
  );
}
