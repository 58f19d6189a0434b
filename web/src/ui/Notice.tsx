import { type ReactNode, useEffect, useRef } from 'react';
import { Icon, type IconName } from './Icon.tsx';
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

const icons = {
  info: 'noticeInfo',
  success: 'noticeSuccess',
  warning: 'noticeWarning',
  error: 'noticeError',
} as const satisfies Record<NoticeTone, IconName>;

export function Notice({ tone = 'info', title, role, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // An outcome the guest just caused is read out, and shown: below a long form or an order it
  // would otherwise appear out of sight, or behind the sticky action bar.
  useEffect(() => {
    if (role === 'alert') ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [role]);
  return (
    <div ref={ref} className={`${styles.notice} ${styles[tone]}`} role={role}>
      {/* From the icon sprite: no path data in the chunk of every screen with a notice. */}
      <Icon name={icons[tone]} className={styles.icon} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
