import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes near the screen, so the code of a part below the
 * fold (a chart) loads when it is scrolled to rather than with the page. Where the browser cannot
 * tell (no IntersectionObserver), at once.
 */
export default function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !place.current) return;
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: '300px' });
    watch.observe(place.current);
    return () => watch.disconnect();
  }, [seen]);
  return seen ? <>{children}</> : <div ref={place} style={{ minHeight }} />;
}
