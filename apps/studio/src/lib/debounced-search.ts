import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * A list's search box: what is typed is applied (written into the address) after a short pause,
 * not on every key. While another page loads (a row just clicked), writing the search would
 * replace that navigation and leave the merchant on the list, so it waits until nothing loads.
 *
 * @example
 * const [term, setTerm] = useState(state.q);
 * useDebouncedSearch(term, state.q, (q) => update({ q }));
 */
export function useDebouncedSearch(term: string, applied: string, apply: (term: string) => void) {
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (term === applied || navigating) return;
    const timer = setTimeout(() => apply(term), 300);
    return () => clearTimeout(timer);
  });
}
