import type { ReactNode } from 'react';
import { useRenderInSteps } from '@/lib/use-render-in-steps';
import styles from './below-the-fold.module.css';

/**
 * The part of a page below its first screen, rendered one task after the rest: the first screen is added to
 * the document (or hydrates the prerendered one, which holds no more than this first render) without waiting
 * for it. Until then a block of one viewport's height holds its place, so nothing on screen moves when it
 * arrives; `holdPlace={false}` for what ends the page (the footer), which nothing follows.
 */
export function BelowTheFold({ children, holdPlace = true }: { children: ReactNode; holdPlace?: boolean }) {
  const { shown } = useRenderInSteps(1, { initial: 0, step: 1 });
  if (shown) return children;
  return holdPlace ? <div className={styles.pending} aria-hidden="true" /> : null;
}
