import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react';

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

/**
 * Event handlers that start `load` (a dynamic `import()` of code a control needs, such as a dialog or a form's
 * schema) when the guest shows they are about to use that control: the pointer enters it, a finger or button presses
 * on it, or it gets the keyboard focus (on a form, any of its fields: focus bubbles in React). Public pages use this
 * instead of useIdlePreload, so nothing the guest has not reached for downloads while the page loads on a slow link
 * (docs/performance.md, "What loads at idle"). A failed load is ignored here: using the control loads it again.
 */
export function preloadOnIntent(load: () => Promise<unknown>): {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerDown: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
} {
  const start = () => void load().catch(() => {});
  return { onPointerEnter: start, onPointerDown: start, onFocus: start };
}
