import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePresentation } from '../host/presentation.ts';
import { Icon } from '../ui/Icon.tsx';
import styles from './AppHeader.module.css';
import { LanguageSelector } from './LanguageSelector.tsx';
import { useAccountNotification } from './shellState.ts';

type Props = {
  /**
   * Full-screen routes (sign-in, consent): only a way out and the language selector, since a
   * guest may arrive there first; no logo link and no account button.
   */
  fullScreen?: boolean;
  /** The account button shows once the app has an account area (main presentation only). */
  hasAccount: boolean;
};

export function AppHeader({ fullScreen = false, hasAccount }: Props) {
  const { t } = useTranslation();
  const presentation = usePresentation();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {fullScreen && (
          <>
            <Link to="/stay" className={styles.accountButton}>
              <Icon name="close" />
              <span className="visually-hidden">{t('header.close')}</span>
            </Link>
            {presentation === 'main' && (
              <img className={styles.brand} src="/favicon.svg" alt="" width="32" height="32" />
            )}
          </>
        )}
        {!fullScreen && presentation === 'main' && (
          <Link to="/stay" className={styles.logo} aria-label={t('header.home')}>
            <img src="/favicon.svg" alt="" width="32" height="32" />
          </Link>
        )}
        <span className={styles.spacer} />
        <LanguageSelector />
        {!fullScreen && hasAccount && presentation === 'main' && <AccountButton />}
      </div>
    </header>
  );
}

/** The way to the account, with a dot for the account notification (spec §4). */
function AccountButton() {
  const { t } = useTranslation();
  const accountNotification = useAccountNotification();
  return (
    <Link to="/account" className={styles.accountButton}>
      <Icon name="person" />
      <span className="visually-hidden">{t('header.account')}</span>
      {accountNotification && (
        <>
          <span className={styles.dot} aria-hidden="true" />
          <span className="visually-hidden">{t('nav.notification')}</span>
        </>
      )}
    </Link>
  );
}
