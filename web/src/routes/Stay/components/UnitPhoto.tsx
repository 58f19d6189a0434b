import { useState } from 'react';
import styles from './UnitPhoto.module.css';

type Props = { url: string | null; className?: string };

/**
 * A photo of the unit, decorative (the heading names the place). Without a photo, or when it
 * cannot be loaded (offline, a broken address), a drawn placeholder takes its place.
 */
export function UnitPhoto({ url, className }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = [styles.photo, className].filter(Boolean).join(' ');
  if (!url || failed === url) {
    return (
      <div className={`${classes} ${styles.placeholder}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="currentColor" focusable="false" aria-hidden="true">
          <path d="M21 10.78V8c0-1.65-1.35-3-3-3h-4c-.77 0-1.47.3-2 .78-.53-.48-1.23-.78-2-.78H6C4.35 5 3 6.35 3 8v2.78c-.61.55-1 1.34-1 2.22v6h2v-2h16v2h2v-6c0-.88-.39-1.67-1-2.22ZM14 7h4c.55 0 1 .45 1 1v2h-6V8c0-.55.45-1 1-1ZM5 8c0-.55.45-1 1-1h4c.55 0 1 .45 1 1v2H5V8Zm-1 7v-2c0-.55.45-1 1-1h14c.55 0 1 .45 1 1v2H4Z" />
        </svg>
      </div>
    );
  }
  // The stay page's largest element, at its top: requested ahead of the scripts, not after them
  // (Lighthouse, slow 4G applied: the page's LCP 2.74 s at the default low priority).
  return (
    <img className={classes} src={url} alt="" fetchPriority="high" onError={() => setFailed(url)} />
  );
}
