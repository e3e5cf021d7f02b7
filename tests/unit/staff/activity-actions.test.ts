import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/i18n/format';
import { translatorFor } from '@/lib/i18n/translator';
import { ACTIVITY_ACTIONS } from '@/lib/staff/activity/actions';
import { activityActionName, activitySentence } from '@/lib/staff/activity/sentence';

/*
 * Every action the code can log reads as a sentence and has a filter name in each language (docs/activity.md).
 * ACTIVITY_ACTIONS is the list recordActivity and `audit` accept (their type); the source scan below checks that
 * every literal action name written at a call site is in it, so the list cannot fall behind the code.
 */

const SOURCE_DIRS = ['lib', 'app'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Dotted names passed to audit(...), log(...), `action: '...'` or returned as an activity entry tuple. */
function loggedNames(): string[] {
  const names = new Set<string>();
  const patterns = [
    /\baudit\(\s*'([\w.-]+)'/g,
    /\baudit\(\s*\w+\s*\?\s*'([\w.-]+)'\s*:\s*'([\w.-]+)'/g,
    /\blog\(\s*'([\w.-]+)'/g,
    /\baction:\s*'([\w.-]+\.[\w.-]+)'/g,
    /entry:\s*\([^)]*\)\s*=>\s*\[\s*'([\w.-]+)'/g,
  ];
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!/recordActivity|audit/.test(text)) continue;
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) for (const name of match.slice(1)) if (name) names.add(name);
  }
  return [...names].sort();
}

describe('activity actions', () => {
  it('lists every action name written at a logging call site', () => {
    const names = loggedNames();
    expect(names).toContain('pickup.holiday.open');
    expect(names).toContain('auth.login.success');
    expect(names.filter((name) => !(ACTIVITY_ACTIONS as readonly string[]).includes(name))).toEqual([]);
  });

  it.each(['en', 'fr', 'pt'] as const)('%s: every action has a sentence and a filter name', (locale) => {
    const t = translatorFor(locale);
    const format = formatterFor(locale);
    const missing = ACTIVITY_ACTIONS.filter((action) => {
      const key = action.replaceAll('.', '_');
      const sentence = activitySentence(t, format, {
        id: '1',
        createdAt: new Date(Date.UTC(2026, 10, 20, 10)),
        staff: 'maria@example.com',
        action,
        target: 'x:1',
        targetName: 'Vilamoura',
        address: null,
        detail: null,
      });
      return (
        !t.has(`BackofficeActivity.sentences.${key}` as never) ||
        activityActionName(t, action) === action ||
        sentence.includes(action)
      );
    });
    expect(missing).toEqual([]);
  });
});
