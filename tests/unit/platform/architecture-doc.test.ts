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
    for (const staff of [
      'components/shop/staff/product-form.tsx',
      'components/backoffice/staff-table.tsx',
      'lib/shop/orders/staff-order-reads.ts',
    ])
      expect(to.test(staff), staff).toBe(true);
  });
  it('keeps each domain to itself and shared code to none', () => {
    const rule = (name: string) => config.forbidden.find((candidate) => candidate.name === name)!;
    // dependency-cruiser puts the groups of `from` into `to` as $1, $2...: the same here.
    const refuses = (name: string, from: string, to: string) => {
      const { from: fromRule, to: toRule } = rule(name) as unknown as {
        from: { path: string };
        to: { path: string; pathNot?: string };
      };
      const groups = new RegExp(fromRule.path).exec(from);
      if (!groups) return false;
      const fill = (pattern: string) => pattern.replace(/\$(\d)/g, (_, index: string) => groups[Number(index)] ?? '');
      return new RegExp(fill(toRule.path)).test(to) && !(toRule.pathNot && new RegExp(fill(toRule.pathNot)).test(to));
    };
    expect(refuses('domains-never-each-other', 'lib/shop/orders/orders.ts', 'lib/directory/queries.ts')).toBe(true);
    expect(refuses('domains-never-each-other', 'lib/membership/partners/offers.ts', 'lib/directory/partners.ts')).toBe(
      true,
    );
    expect(refuses('domains-never-each-other', 'components/shop/cart-button.tsx', 'components/directory/x.tsx')).toBe(
      true,
    );
    expect(refuses('domains-never-each-other', 'lib/shop/orders/orders.ts', 'lib/shop/products/products.ts')).toBe(
      false,
    );
    expect(refuses('domains-never-each-other', 'components/shop/cart-button.tsx', 'lib/shop/cart/cart-store.ts')).toBe(
      false,
    );
    expect(refuses('domains-never-each-other', 'lib/directory/bookings.ts', 'lib/opening-hours/hours.ts')).toBe(false);
    for (const shared of ['lib/beacons/record.ts', 'lib/staff/activity/targets.ts', 'lib/partner-auth/session.ts'])
      expect(refuses('shared-code-never-a-domain', shared, 'lib/shop/products/products.ts'), shared).toBe(true);
    for (const shared of ['components/ui/buttons.ts', 'components/opening-hours/hours-editor.tsx'])
      expect(refuses('shared-code-never-a-domain', shared, 'components/shop/cart-button.tsx'), shared).toBe(true);
    expect(refuses('shared-code-never-a-domain', 'lib/shop/orders/orders.ts', 'lib/shop/products/products.ts')).toBe(
      false,
    );
  });
});
