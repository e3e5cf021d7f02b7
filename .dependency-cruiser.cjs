// The house's layers and the imports they may not make (docs/architecture.md). `npm run lint:architecture`, part of
// `npm test`, fails on any of them. Layers: guest pages (app/[locale]), staff pages (app/backoffice), route handlers
// (app/api and other route.ts), components, staff components (components/backoffice: the shell;
// components/<domain>/staff: a domain's staff screens), e-mail templates (emails),
// the domains (lib/<domain>), the staff domain (lib/staff and each domain's staff-*.ts), the shared helpers, the
// process (lib/ops: the checks and order of start-up and shutdown; instrumentation-node.ts wires the domains into
// it), the database (lib/db.ts, generated/prisma).
// The business domains. Everything else in lib and components is shared code, which imports no domain.
const DOMAINS = '(directory|shop|inbox|insights|membership)';
// A domain's files, in its folder or one sub-folder (lib/shop/orders/...), but its staff code (staff-*.ts).
const PUBLIC_DOMAIN_CODE =
  '^lib/(directory|shop|inbox|insights|mail|media|membership)/(?!staff-)[^/]+$|^lib/(directory|shop|inbox|insights|mail|media|membership)/[^/]+/(?!staff-)[^/]+$';
const SHARED =
  '^lib/(actions/(?!staff-)|i18n|validation|ui|seo|cache|http|beacons|opening-hours|partner-record)/|^lib/[^/]+$';
const STAFF = '^(lib/staff/|lib/actions/staff-|lib/[a-z]+/staff-|lib/[a-z]+/[a-z-]+/staff-)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-database-outside-lib',
      comment:
        'Pages, route handlers, components and e-mail templates call lib functions; only lib reaches the database.',
      severity: 'error',
      from: { path: '^(app|components|emails)/|^(auth|partner-auth|proxy|instrumentation)\\.ts$' },
      to: { path: '^(lib/db\\.ts|generated/prisma)' },
    },
    {
      name: 'lib-never-the-root-wiring',
      comment:
        'Auth.js lives in lib (lib/staff/auth/auth-js.ts, lib/partner-auth/auth-js.ts); the root auth.ts and partner-auth.ts only hand its handlers to the routes, so lib never reaches back up to them.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(auth|partner-auth)\\.ts$' },
    },
    {
      name: 'templates-only-from-the-renderer',
      comment: 'E-mail templates are pure: pages, components and routes use lib/mail/templates.ts, never a template.',
      severity: 'error',
      from: { path: '^(app|components)/' },
      to: { path: '^emails/' },
    },
    {
      name: 'templates-are-pure',
      comment:
        'A template renders the data it is given: it imports no domain code but lib/mail/templates.ts, i18n and types.',
      severity: 'error',
      from: { path: '^emails/' },
      to: {
        path: '^(lib|generated)/',
        // Whole file names: a prefix would let a database module of the same start through.
        pathNot:
          '^lib/(mail/templates\\.ts|i18n/[^/]+\\.ts|shop/pickup/pickup\\.ts|shop/pickup/pickup-slots\\.ts|site-config\\.ts|time\\.ts)$',
      },
    },
    {
      name: 'lib-below-pages-and-components',
      comment: 'The domain never imports a page, a route handler or a component.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-below-pages',
      comment: 'Components are used by pages, never the other way.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'guest-side-never-staff',
      comment: 'Guest pages and guest components never reach the staff domain or the staff pages and components.',
      severity: 'error',
      from: { path: '^app/\\[locale\\]/|^components/(?!backoffice/|[^/]+/staff/)' },
      to: { path: `${STAFF}|^app/backoffice/|^components/backoffice/|^components/[^/]+/staff/` },
    },
    {
      name: 'public-domain-never-staff',
      comment:
        'The staff domain leans on the public domain, never the reverse (a domain keeps its staff code in staff-*.ts).',
      severity: 'error',
      from: { path: PUBLIC_DOMAIN_CODE },
      // A public read may ask whether the request comes from staff (a staff preview, the e-mail API's callers), through
      // the identity module only; a partner manager's change to its own page goes into the one activity log.
      to: { path: STAFF, pathNot: '^lib/staff/auth/require-staff\\.ts$|^lib/staff/activity/log\\.ts$' },
    },
    {
      name: 'shared-helpers-never-domain',
      comment: 'Shared helpers (lib/actions core, i18n, validation, ui, ops, cache...) import no domain.',
      severity: 'error',
      from: { path: SHARED, pathNot: '^lib/(db|transaction)\\.ts$' },
      to: {
        path: '^lib/(directory|shop|inbox|insights|mail|media|membership|staff)/',
      },
    },
    {
      name: 'mail-is-plumbing',
      comment:
        'The outbox, the renderer and the sender import no domain: each domain builds its own messages and hands them ' +
        "to the outbox. The mail's staff screens (staff-*.ts) use the staff domain, like every domain's staff code.",
      severity: 'error',
      from: { path: '^lib/mail/(?!staff-)' },
      to: { path: '^lib/(directory|shop|inbox|insights|media|membership|staff)/' },
    },
    {
      name: 'process-code-imports-no-domain',
      comment:
        'lib/ops holds the checks and the order of a process (start-up, shutdown, daily jobs, readiness); which domain ' +
        'runs what is wired at the top, in instrumentation-node.ts.',
      severity: 'error',
      from: { path: '^lib/ops/' },
      to: { path: '^lib/(directory|shop|inbox|insights|mail|media|membership|staff)/' },
    },
    {
      name: 'domains-never-each-other',
      comment:
        'A domain imports its own modules and shared code, never another domain: what two domains read of one record ' +
        "(a partner's hours, offer lines and rules, who a partner user is) is shared code; what wires them together " +
        'is a page or the start-up (app/, instrumentation-node.ts).',
      severity: 'error',
      from: { path: `^(lib|components)/${DOMAINS}/` },
      to: { path: `^(lib|components)/${DOMAINS}/`, pathNot: '^(lib|components)/$2/' },
    },
    {
      name: 'shared-code-never-a-domain',
      comment:
        'Shared code (the action toolkit, i18n, validation, the outbox, images, beacons, opening hours, the partner ' +
        'record, the staff member and the partner user, the process; the staff shell, the site shell and the UI ' +
        'parts) imports no domain: a domain hands it what it needs.',
      severity: 'error',
      // The root's Auth.js files wire the two actors' sign-in: the staff member's and the partner user's, no domain.
      from: { path: `^lib/(?!${DOMAINS}/)|^components/(?!${DOMAINS}/)|^(auth|partner-auth)\\.ts$` },
      to: { path: `^(lib|components)/${DOMAINS}/` },
    },
    {
      name: 'no-circular',
      comment: 'No module imports itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|generated|tests|scripts|public|prisma|docs)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'],
    },
  },
};
