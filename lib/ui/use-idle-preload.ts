import { useEffect } from 'react';

/**
 * Starts `load` (a dynamic `import()` of a component opened on demand, such as a dialog) once the page has
 * hydrated and the browser is idle, so its code is not part of the page's first-load JavaScript (issue 6 item 4)
 * and is usually there before the first click. A failed load is ignored here: rendering the component loads it again.
 * Pass a module-level function, so the effect runs once.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => {});
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(start, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(start, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, [load]);
}
