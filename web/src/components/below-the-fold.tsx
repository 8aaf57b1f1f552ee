import { Children, type ReactNode } from 'react';
import { useRenderInSteps } from '@/lib/use-render-in-steps';
import styles from './below-the-fold.module.css';

/**
 * The part of a page below its first screen, rendered after the rest, one child (a band of the page) per task:
 * the first screen is added to the document (or hydrates the prerendered one, which holds no more than this
 * first render) without waiting for it, and no single step adds more to the page than one band to style and
 * lay out. Until the first band arrives a block of one viewport's height holds its place, so nothing on screen
 * (the footer) moves; `holdPlace={false}` for what ends the page (the footer), which nothing follows.
 */
export function BelowTheFold({ children, holdPlace = true }: { children: ReactNode; holdPlace?: boolean }) {
  const parts = Children.toArray(children);
  const { shown } = useRenderInSteps(parts.length, { initial: 0, step: 1 });
  if (shown > 0) return parts.slice(0, shown);
  return holdPlace ? <div className={styles.pending} aria-hidden="true" /> : null;
}
