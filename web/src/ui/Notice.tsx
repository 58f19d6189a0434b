import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

type Props = {
  tone?: NoticeTone;
  title?: ReactNode;
  /**
   * `alert` for an outcome the guest just caused (a failed lookup), read out at once; `status`
   * for news that should wait its turn; none for a notice that is simply part of the page.
   */
  role?: 'alert' | 'status';
  children?: ReactNode;
};

const iconPaths: Record<NoticeTone, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

export function Notice({ tone = 'info', title, role, children }: Props) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={role}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d={iconPaths[tone]} />
      </svg>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
