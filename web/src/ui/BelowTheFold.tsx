import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

type Props = {
  /** Shown until the section's code and data are there: a skeleton of the section's shape. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * A lazily loaded section under a screen's first view: it asks for its code only once the
 * screen above it has been painted, so on a phone's connection the heading the guest is waiting
 * for (and its image) never shares the bandwidth with what is further down.
 */
export function BelowTheFold({ fallback, children }: Props) {
  const [abovePainted, setAbovePainted] = useState(false);
  useEffect(() => afterNextPaint(() => setAbovePainted(true)), []);
  if (!abovePainted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
