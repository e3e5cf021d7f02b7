import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_DEFAULT_SLOWDOWN, cpuSlowdownFor } from '@/scripts/lib/lighthouse-cpu';

// docs/performance.md, "One font family, and one phone on every machine": the slowdown that turns a machine of a given Lighthouse
// benchmark index into Lighthouse's mid-tier phone, from the table of Lighthouse's CPU slowdown calculator.
describe('the calibrated CPU slowdown', () => {
  it('is Lighthouse’s default 4x on the desktop that default was set for, and follows the calculator’s table', () => {
    expect(cpuSlowdownFor(1533)).toBe(LIGHTHOUSE_DEFAULT_SLOWDOWN);
    expect(cpuSlowdownFor(2000)).toBe(6);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('never speeds a machine up, and refuses an index that is not a measurement', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(() => cpuSlowdownFor(0)).toThrow('positive number');
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('positive number');
  });
});
