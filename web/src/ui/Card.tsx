import { type ReactNode, useId } from 'react';
import styles from './Card.module.css';

type Props = {
  /** The card's heading; the card becomes a section labelled by it. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
};

export function Card({ title, headingLevel = 2, className, children }: Props) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const classes = [styles.card, className].filter(Boolean).join(' ');
  if (title === undefined) return <div className={classes}>{children}</div>;
  return (
    <section className={classes} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
