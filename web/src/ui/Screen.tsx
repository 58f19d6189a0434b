import { type ReactNode, useId } from 'react';
import styles from './Screen.module.css';

type Props = {
  /** The screen's one `h1`. */
  title: ReactNode;
  /** A line or two under the heading. */
  intro?: ReactNode;
  /** A link back to the screen this one is opened from, above the heading. */
  back?: ReactNode;
  children: ReactNode;
};

/** A screen's frame: the heading, its introduction and the content, evenly spaced. */
export function Screen({ title, intro, back, children }: Props) {
  const headingId = useId();
  return (
    <article className={styles.screen} aria-labelledby={headingId}>
      {back}
      <header className={styles.header}>
        <h1 id={headingId}>{title}</h1>
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      {children}
    </article>
  );
}
