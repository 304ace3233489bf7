/**
 * Lists product files (under apps/*\/src and apps/web/app) that only tests import: test support that slipped into
 * the product. Exits 1 when there is one. `node scripts/find-test-only-modules.ts`
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'build', '.react-router', 'migrations']);

const walk = async (dir: string): Promise<string[]> => {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(relative)));
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
  }
  return files;
};

const isProduct = (file: string) => /^apps\/[^/]+\/src\//.test(file) || file.startsWith('apps/web/app/');
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /^apps\/[^/]+\/test\//.test(file) ||
  file.startsWith('tests/') ||
  file.startsWith('packages/test-support/');

const files = (await Promise.all(['apps', 'packages', 'tests', 'bench', 'scripts'].map(walk))).flat();
const importers = new Map<string, Set<string>>();
for (const file of files) {
  const source = readFileSync(path.join(root, file), 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = path.normalize(path.join(path.dirname(file), match[1] ?? ''));
    if (!importers.has(target)) importers.set(target, new Set());
    importers.get(target)?.add(file);
  }
}

// Entry points: run by npm scripts, or loaded by React Router from the route table's file names.
const routeTable = readFileSync(path.join(root, 'apps/web/app/routes.ts'), 'utf8');
const entries = new Set([
  'apps/server/src/main.ts',
  'apps/server/src/cli.ts',
  ...[...routeTable.matchAll(/'(routes\/[^']+\.tsx)'/g)].map((m) => `apps/web/app/${m[1]}`),
]);

const testOnly = files
  .filter((file) => isProduct(file) && !isTest(file) && !entries.has(file))
  .filter((file) => {
    const by = [...(importers.get(file) ?? [])];
    return by.length > 0 && by.every(isTest);
  });
for (const file of testOnly) console.log(`${file}  ← ${[...(importers.get(file) ?? [])].join(', ')}`);
console.log(testOnly.length ? `${testOnly.length} product files imported only by tests` : 'none');
process.exitCode = testOnly.length ? 1 : 0;
