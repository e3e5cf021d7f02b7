import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE / 4);
  return () => clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE);
const noClockOnServer = () => null;

/**
 * The browser's current time, rounded down to the minute and updated as minutes pass; null while rendering on the
 * server and during hydration, so a cached page never shows the time it was rendered at. For what depends on "now"
 * on a cached page (open-now, today's date as a form minimum).
 */
export function useMinuteClock(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, noClockOnServer);
  return minute === null ? null : new Date(minute * MINUTE);
}
