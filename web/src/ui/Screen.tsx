import { type ReactNode, useId } from 'react';
import styles from './Screen.module.css';

type Props = {
  /** The screen's one `h1`. */
  title: ReactNode;
  /** A line or two under the heading. */
  intro?: ReactNode;
  children: ReactNode;
};

/** A stay screen's frame: the heading, its introduction and the content, evenly spaced. */
export function Screen({ title, intro, children }: Props) {
  const headingId = useId();
  return (
    <article className={styles.screen} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId}>{title}</h1>
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      {children}
    </article>
  );
}
