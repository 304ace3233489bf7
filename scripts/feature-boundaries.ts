/**
 * Web features do not import each other (apps/web/README.md): a route composes features, shared presentational
 * pieces live in `app/components/ui` and shared non-UI helpers in `app/lib`. Biome enforces it with one
 * `noRestrictedImports` override per feature folder that forbids the paths of every other feature; Biome cannot say
 * "any feature but this one", so the overrides are generated here from the folders that exist.
 *
 * `node scripts/feature-boundaries.ts` (run by `npm run lint`) fails when `biome.json` does not match the feature
 * folders, e.g. after a feature was added; `--write` rewrites the overrides.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'biome.json');
const featuresDir = 'apps/web/app/features';

const message =
  'A feature does not import another feature: compose them in a route (app/routes/), or move the shared piece to ' +
  'app/components/ui (presentational) or app/lib (non-UI).';

type Override = { includes: string[]; [key: string]: unknown };

const features = readdirSync(path.join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The import specifiers that reach another feature: relative ones climbing out of this feature into a sibling
 * (`../basket/…`, `../../basket/…`), and any path through `features/basket/`. No folder of `app/` outside `features`
 * shares a feature's name, so `../**\/basket/**` names the feature and nothing else.
 */
/**
 * Biome applies the last matching override's options for a rule instead of merging them, so a feature's product
 * files repeat the rule that keeps test support out of product code (the first override of biome.json); the
 * feature's own tests may import test support, and get the feature boundary alone.
 */
const testSupport = {
  paths: {
    '@kampus/test-support':
      'Product code must not import test support: it is for tests and benchmarks only (docs/architecture.md, Tests).',
  },
  pattern: {
    group: ['@kampus/test-support/**', '**/test/**'],
    message:
      'Product code must not import test support (apps/server/test, apps/web/test): it is for tests only (docs/architecture.md, Tests).',
  },
};

const restriction = (options: Record<string, unknown>) => ({
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } },
});

const overridesOf = (feature: string): Override[] => {
  const others = features.filter((other) => other !== feature);
  const boundary = {
    group: [
      ...others.map((other) => `../**/${other}/**`),
      ...others.map((other) => `**/features/${other}/**`),
    ],
    message,
  };
  const folder = `${featuresDir}/${feature}`;
  return [
    {
      includes: [`${folder}/**`, '!**/*.test.ts', '!**/*.test.tsx'],
      ...restriction({ paths: testSupport.paths, patterns: [boundary, testSupport.pattern] }),
    },
    {
      includes: [`${folder}/**/*.test.ts`, `${folder}/**/*.test.tsx`],
      ...restriction({ patterns: [boundary] }),
    },
  ];
};

const config = JSON.parse(readFileSync(configFile, 'utf8')) as { overrides?: Override[] };
const isFeatureOverride = (override: Override) =>
  override.includes[0]?.startsWith(`${featuresDir}/`) === true;
const others = (config.overrides ?? []).filter((override) => !isFeatureOverride(override));
const wanted = features.flatMap(overridesOf);
const current = (config.overrides ?? []).filter(isFeatureOverride);

if (JSON.stringify(current) === JSON.stringify(wanted)) process.exit(0);

if (process.argv.includes('--write')) {
  writeFileSync(configFile, `${JSON.stringify({ ...config, overrides: [...others, ...wanted] }, null, 2)}\n`);
  execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', configFile], {
    stdio: 'inherit',
  });
  console.log(`biome.json: import boundaries for ${features.length} web features.`);
} else {
  console.error(
    `biome.json's import boundaries do not match the folders in ${featuresDir} (${features.join(', ')}).\n` +
      'Run `node scripts/feature-boundaries.ts --write`.',
  );
  process.exit(1);
}
