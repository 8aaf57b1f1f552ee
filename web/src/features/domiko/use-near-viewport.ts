import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within a screen of the viewport (at once when `eager`, or where that cannot
 * be known), and from then on.
 */
export function useNearViewport(ref: RefObject<Element | null>, eager: boolean): boolean {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
