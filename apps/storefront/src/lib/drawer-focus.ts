import { useEffect, type RefObject } from 'react';

/**
 * While a drawer is open: focus goes to `focusRef` (its Close button) and Escape closes it.
 * `setOpen` is a state setter, stable across renders, so the focus moves once per opening.
 */
export function useDrawerFocus(open: boolean, setOpen: (open: boolean) => void, focusRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    focusRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen, focusRef]);
}
