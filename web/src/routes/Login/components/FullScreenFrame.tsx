import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/guards.ts';
import { LanguageSelector } from '../../../app/LanguageSelector.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import styles from './FullScreenFrame.module.css';

/**
 * Sign-in and consent are full-screen (no app header, no tab bar): a way out, the brand and the
 * language selector stay, since a guest may arrive here first.
 */
export function FullScreenFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('signIn');
  return (
    <div className={styles.frame}>
      <div className={styles.bar}>
        <Link to={paths.stay} className={styles.close}>
          <Icon name="close" />
          <span className="visually-hidden">{t('frame.close')}</span>
        </Link>
        <LanguageSelector />
      </div>
      <div className={styles.content}>
        <img className={styles.logo} src="/favicon.svg" alt="" width="48" height="48" />
        {children}
      </div>
    </div>
  );
}
