import type { ReactNode } from 'react';
import { useRenderInSteps } from '@/lib/use-render-in-steps';
import styles from './below-the-fold.module.css';

/**
 * The part of a long page below its first screen, rendered one task after the rest: the first screen is
 * added to the document (or takes over the prerendered one) without waiting for it. Until then a block of
 * one viewport's height holds its place, so nothing on screen (the footer) moves when it arrives.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const { shown } = useRenderInSteps(1, { initial: 0, step: 1 });
  return shown ? children : <div className={styles.pending} aria-hidden="true" />;
}
