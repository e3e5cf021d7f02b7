// docs/architecture.md says which import rules `npm test` checks: it names every rule of .dependency-cruiser.cjs,
// and the rules it describes as covering type imports do.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as {
  forbidden: { name: string; from: { path?: string }; to: { dependencyTypesNot?: string[]; circular?: boolean } }[];
};
const doc = readFileSync('docs/architecture.md', 'utf8');

describe('docs/architecture.md and the import rules', () => {
  it('names every rule', () => {
    for (const rule of config.forbidden) expect(doc, rule.name).toContain(`\`${rule.name}\``);
  });
  it('refuses type imports across every line but circles, and covers the root auth files', () => {
    for (const rule of config.forbidden.filter((candidate) => !candidate.to.circular))
      expect(rule.to.dependencyTypesNot ?? [], rule.name).not.toContain('type-only');
    const noDatabase = config.forbidden.find((rule) => rule.name === 'no-database-outside-lib')!;
    for (const file of ['auth.ts', 'partner-auth.ts'])
      expect(new RegExp(noDatabase.from.path!).test(file), file).toBe(true);
  });
  it('keeps the guest side off every staff component, the shell and the staff folder of each domain', () => {
    const rule = config.forbidden.find((candidate) => candidate.name === 'guest-side-never-staff')!;
    const from = new RegExp(rule.from.path!);
    const to = new RegExp((rule.to as { path: string }).path);
    expect(from.test('components/shop/checkout-form.tsx')).toBe(true);
    expect(from.test('components/shop/staff/product-form.tsx')).toBe(false);
    for (const staff of ['components/shop/staff/product-form.tsx', 'components/backoffice/staff-table.tsx'])
      expect(to.test(staff), staff).toBe(true);
  });
});
