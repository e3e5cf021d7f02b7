import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const ONLY_LIB_REACHES_DATA = 'Only lib/ imports the Prisma client: call a lib function that reads or writes for you.';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'generated/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'scripts/bench/bare-next/**',
    ],
  },
  {
    // Every backoffice text lives in messages/ (docs/decisions/12-staff-run-directory.md §7): no literal text in staff pages' markup (text children,
    // quoted or not). Attributes are not checked (class names and input types are literals too).
    files: ['app/backoffice/**/*.tsx', 'components/backoffice/**/*.tsx', 'components/*/staff/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '×', '—', '–', '↑', '↓', '(', ')', ','],
        },
      ],
    },
  },
  {
    // One way to data (docs/design.md "Architecture"): only lib/ reaches the database. Pages, route handlers,
    // components, e-mail templates and the root modules call lib functions, and take their types from lib too (a type
    // import crossing the line is refused as in .dependency-cruiser.cjs).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'emails/**/*.{ts,tsx}', '*.{ts,tsx,mts}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/db', '**/lib/db', '**/lib/db.ts'], message: ONLY_LIB_REACHES_DATA },
            {
              group: ['@/generated/prisma', '@/generated/prisma/*', '**/generated/prisma', '**/generated/prisma/*'],
              message: ONLY_LIB_REACHES_DATA,
            },
          ],
        },
      ],
    },
  },
];

export default config;
