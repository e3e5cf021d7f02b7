import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'generated/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'scripts/bench/bare-next/**'] },
  {
    // Every backoffice text lives in messages/ (docs/decisions/12-staff-run-directory.md §7): no literal text in staff pages' markup (text children,
    // quoted or not). Attributes are not checked (class names and input types are literals too).
    files: ['app/backoffice/**/*.tsx', 'components/backoffice/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': ['error', {
        noStrings: true,
        ignoreProps: true,
        allowedStrings: ['·', '×', '—', '–', '↑', '↓', '(', ')', ','],
      }],
    },
  },
];

export default config;
