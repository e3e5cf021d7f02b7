import { useCallback, useEffect, useState } from 'react';

/**
 * Starts `load` (a dynamic `import()` of a component opened on demand, such as a dialog) once the page has
 * hydrated and the browser is idle, so its code is not part of the page's first-load JavaScript (docs/decisions/06-fast-accessible-hardened.md item 4)
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

/**
 * The module `load` resolves to, loaded as useIdlePreload does (after hydration, when the browser is idle);
 * undefined until then and if the load fails. For code a component can do without at first, such as a schema
 * whose issues show beside an editor's controls (docs/decisions/15-framework-ratios.md §2). Pass a module-level function.
 */
export function useIdleModule<Module>(load: () => Promise<Module>): Module | undefined {
  const [loaded, setLoaded] = useState<Module>();
  useIdlePreload(useCallback(() => load().then((module) => setLoaded(() => module)), [load]));
  return loaded;
}
