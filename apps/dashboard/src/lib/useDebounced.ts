import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './list';

/** The value once typing has paused (searches as you type without a request per keystroke). */
export function useDebounced(value: string, delay = SEARCH_DEBOUNCE_MS): string {
  const [applied, setApplied] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return applied;
}
