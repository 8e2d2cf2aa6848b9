/**
 * The house's import arrows, kept one way (decision 021). `npm run lint`
 * runs this over src/; tests, benches and scripts may import anything.
 *
 * Server, top to bottom (an arrow may only point down):
 *   composition  index.ts, boot.ts, app.ts, compose-services.ts, load-env.ts, cli/
 *   doors        rest/, trpc/, pages/, control/, mcp/ (never each other)
 *   plumbing     http/
 *   services     services/ (domains in DOMAIN_ORDER, each may use the ones before it)
 *   below        db/, storage/, ai/, rate-limit/, auth/, metrics/, billing/, errors.ts, logging.ts, env.ts
 *   shared       src/shared (imports nothing from server or client)
 * Client: app/ (the shell) -> features/ -> components/ -> hooks/ -> lib/.
 */

const S = '^src/server/';
const COMPOSITION = `${S}(index|boot|app|compose-services|load-env)\\.ts$|${S}cli/`;
const DOORS = `${S}(rest|trpc|pages|control|mcp)/`;
const PLUMBING = `${S}http/`;
const SERVICES = `${S}services/`;
const BELOW = `${S}(db|storage|ai|rate-limit|auth|metrics|mail|billing)/|${S}(errors|logging|env)\\.ts$`;

/** Service domains, lowest first: each may import only the domains before it. */
const DOMAIN_ORDER = [
  'uploads',
  'library',
  'outbox',
  'mail',
  'webhooks',
  'notifications',
  'prompts',
  'collections',
  'accounts',
  'generation',
  'admin',
  'change-requests',
  'api-keys',
  'prompt-exchange',
];

const domainRules = DOMAIN_ORDER.slice(0, -1).map((domain, index) => ({
  name: `services-${domain}-below-${DOMAIN_ORDER.slice(index + 1).join('-')}`,
  comment: `services/${domain} may use only the domains before it in DOMAIN_ORDER (no circles between domains).`,
  severity: 'error',
  from: { path: `${SERVICES}${domain}/` },
  to: { path: `${SERVICES}(${DOMAIN_ORDER.slice(index + 1).join('|')})/` },
}));

/** The client's layers, top first: a layer never imports one above it. */
const CLIENT_LAYERS = ['app', 'features', 'components', 'hooks', 'lib'];

const clientLayerRules = CLIENT_LAYERS.slice(1).map((layer, index) => ({
  name: `client-${layer}-below-${CLIENT_LAYERS.slice(0, index + 1).join('-')}`,
  comment: `client/${layer} never imports ${CLIENT_LAYERS.slice(0, index + 1).join(', ')}.`,
  severity: 'error',
  from: { path: `^src/client/${layer}/` },
  to: { path: `^src/client/(${CLIENT_LAYERS.slice(0, index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No circle of imports anywhere in src/.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'composition-on-top',
      comment:
        'Only the composition (entry points, app.ts, compose-services.ts, cli/) imports the composition.',
      severity: 'error',
      from: { pathNot: COMPOSITION },
      to: { path: COMPOSITION },
    },
    {
      name: 'doors-apart',
      comment: 'A door never imports another door: share through http/, services or shared/.',
      severity: 'error',
      from: { path: `${S}(rest|trpc|pages|control|mcp)/`, pathNot: `${S}pages/page-queries\\.ts$` },
      to: { path: DOORS, pathNot: `${S}$1/` },
    },
    {
      name: 'pages-prefetch-through-the-router',
      comment:
        "The pages door asks the tRPC router for a page's queries, as the screens will (tRPC's server-side prefetch, decision 022), so the keys match; it imports nothing else of another door.",
      severity: 'error',
      from: { path: `${S}pages/page-queries\\.ts$` },
      to: { path: `${S}rest/|${S}trpc/(?!root\\.ts$|context\\.ts$)` },
    },
    {
      name: 'doors-query-through-services',
      comment: 'Doors reach the database through services, not the schema.',
      severity: 'error',
      from: { path: DOORS },
      to: { path: `${S}db/(schema\\.ts|seed/)` },
    },
    {
      name: 'plumbing-below-doors-and-services',
      comment: 'http/ is plumbing: it knows no door and no service.',
      severity: 'error',
      from: { path: PLUMBING },
      to: { path: `${DOORS}|${SERVICES}` },
    },
    {
      name: 'services-below-doors-and-plumbing',
      comment: 'Services never import a door or HTTP plumbing.',
      severity: 'error',
      from: { path: SERVICES },
      to: { path: `${DOORS}|${PLUMBING}` },
    },
    ...domainRules,
    {
      name: 'services-domain-is-ordered',
      comment: `A new folder under services/ goes into DOMAIN_ORDER (.dependency-cruiser.cjs).`,
      severity: 'error',
      from: { path: `${SERVICES}[^/]+/`, pathNot: `${SERVICES}(${DOMAIN_ORDER.join('|')})/` },
      to: { path: SERVICES },
    },
    {
      name: 'domains-below-maintenance',
      comment: 'services/maintenance.ts uses the domains; no domain uses it.',
      severity: 'error',
      from: { path: SERVICES },
      to: { path: `${SERVICES}maintenance\\.ts$` },
    },
    {
      name: 'below-stays-below',
      comment:
        'db, storage, ai, rate-limit, auth, metrics, errors, logging and env know no service, door or plumbing.',
      severity: 'error',
      from: { path: BELOW },
      to: { path: `${SERVICES}|${DOORS}|${PLUMBING}` },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is used by server and client alike and imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'server-not-client',
      comment: 'The server never imports browser code.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-sees-server-router-type-only',
      comment: 'The browser takes only the tRPC router type from the server, never its code.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-sees-only-router-type',
      comment: 'Of the server, the browser knows only the tRPC router type (trpc/root.ts).',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/', pathNot: '^src/server/trpc/root\\.ts$' },
    },
    {
      name: 'features-apart',
      comment: 'A feature never imports another: share through lib/, hooks/ or components/.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    ...clientLayerRules,
  ],
  options: {
    includeOnly: '^src/',
    // Tests beside the code may import anything, as the ones under tests/ do.
    exclude: { path: '\\.test\\.tsx?$' },
    // Type-only imports are arrows too (a type circle still ties two files).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    progress: { type: 'none' },
  },
};
