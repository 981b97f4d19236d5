import { useEffect, useState } from 'react';

/** Whether a CSS media query matches, following changes (resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(query);
    const on = () => setMatches(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/**
 * A phone's width, portrait (600 px or less): the A/B table's phone layout and the plots' folded
 * export buttons follow it. Keep in step with the @media (max-width: 600px) rules in layout/phone.css.
 */
export const PHONE_WIDTH_QUERY = '(max-width: 600px)';
