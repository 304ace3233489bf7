/**
 * Server modules talk to each other only through each other's public entry point, and each table is written only
 * by the module that owns it (docs/architecture.md, "Table ownership"; decision 029). `node
 * scripts/module-boundaries.ts` (run by `npm run lint`) fails when product code under `apps/server/src/modules`:
 *
 * 1. imports another module's file other than its `index.ts`;
 * 2. imports the schema barrel `db/schema/index.ts`, or the schema file of a table it does not own and is not
 *    declared below as a reader of;
 * 3. writes a table it does not own: drizzle `.insert(t)`, `.update(t)`, `.delete(t)`, or raw `INSERT INTO t`,
 *    `UPDATE t`, `DELETE FROM t`.
 *
 * The modules are the folders of `apps/server/src/modules`, so a new module is covered as soon as its folder
 * exists. A schema file belongs to the module of the same name unless `owners` says otherwise; tests
 * (`*.test.ts`) may reach anything to set up their rows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/server/src');
const modulesDir = path.join(src, 'modules');
const schemaDir = path.join(src, 'db/schema');

/** Schema files whose owner is not the module of the same name (a `null` owner: no module, only `lib/`). */
const owners: Record<string, string[] | null> = {
  'audit.ts': null, // lib/audit.ts writes the audit log for every module
  'search-fold.ts': null, // a helper of the generated search columns, not a table
  // The catalogue reads courses, keeps the catalogue version and each course's rating summary (for the ratings
  // module); authoring writes the course, its sections and lectures.
  'catalogue.ts': ['catalogue', 'authoring'],
  // A lecture's captions and resources are edited in the lecturer area (decision 050).
  'lecture-files.ts': ['authoring'],
};

/**
 * Read models: a module that reads another module's tables inside its own statements so that a page stays one
 * round trip (docs/architecture.md). Reading only; rule 3 still refuses a write. Shrink this list rather than grow
 * it: a new need is usually a function of the owner.
 */
const readers: Record<string, string[]> = {
  // An event's mail and notification name the buyer and the certificate (an order is read through the orders module).
  announcements: ['certificates.ts', 'users.ts'],
  admin: ['catalogue.ts', 'categories-and-tags.ts', 'orders.ts', 'users.ts'],
  // The grading queue names the lecture, course and learner (first name, initial) in the list's one statement.
  assignments: ['catalogue.ts', 'users.ts'],
  auth: ['users.ts'],
  authoring: ['categories-and-tags.ts', 'orders.ts', 'users.ts'],
  basket: ['catalogue.ts', 'orders.ts', 'discount-codes.ts'],
  bookmarks: ['catalogue.ts'],
  catalogue: ['basket.ts', 'bookmarks.ts', 'categories-and-tags.ts', 'learning.ts', 'ratings.ts', 'users.ts'],
  certificates: ['catalogue.ts', 'users.ts'],
  // A session's course (name, lecturer) is locked and named with the session it changes or reminds of.
  classes: ['catalogue.ts'],
  'categories-and-tags': ['catalogue.ts'],
  'discount-codes': ['catalogue.ts'],
  learning: ['catalogue.ts', 'users.ts'],
  // Signed links name a lecture's file: the lecture's, its stream's, a caption's or a resource's key.
  media: ['catalogue.ts', 'lecture-files.ts'],
  orders: ['basket.ts', 'catalogue.ts', 'users.ts'],
  // The history names each lecture and course; the leaderboard names the learners (first name, initial).
  points: ['catalogue.ts', 'users.ts'],
  // The admin's list of deletion requests names each account as it reads now (anonymous once erased).
  privacy: ['users.ts'],
  // A lecture's questions and the lecturer's inbox name the lecture, course and author in the list's one statement.
  questions: ['catalogue.ts', 'users.ts'],
  ratings: ['users.ts'],
};

const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });

const modules = readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory());

const schemaFiles = readdirSync(schemaDir).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
const ownersOf = (file: string): string[] => {
  const declared = owners[file];
  if (declared !== undefined) return declared ?? [];
  return [file.replace(/\.ts$/, '')];
};

/** Table variable and SQL names of each schema file, for the write check. */
const tablesOf = new Map<string, { file: string; variable: string; sqlName: string }[]>();
for (const file of schemaFiles) {
  const text = readFileSync(path.join(schemaDir, file), 'utf8');
  const tables = [...text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => ({
    file,
    variable: m[1] as string,
    sqlName: m[2] as string,
  }));
  tablesOf.set(file, tables);
}
const allTables = [...tablesOf.values()].flat();

const problems: string[] = [];
const importPattern = /(?:from|import)\s*\(?\s*'([^']+)'/g;

for (const module of modules) {
  const files = listFiles(path.join(modulesDir, module)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(root, file);
    for (const [, specifier] of text.matchAll(importPattern)) {
      if (!specifier?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const fromModules = path.relative(modulesDir, target);
      if (!fromModules.startsWith('..')) {
        const [other, ...rest] = fromModules.split(path.sep);
        if (other !== module && rest.join('/') !== 'index.ts')
          problems.push(
            `${where}: imports ${specifier}; use modules/${other}/index.ts, its public entry point`,
          );
        continue;
      }
      const fromSchema = path.relative(schemaDir, target);
      if (fromSchema.startsWith('..') || fromSchema.includes(path.sep)) continue;
      if (fromSchema === 'index.ts') {
        problems.push(
          `${where}: imports the schema barrel; import the owner's schema file or call the owner`,
        );
        continue;
      }
      if (ownersOf(fromSchema).includes(module) || readers[module]?.includes(fromSchema)) continue;
      if (!schemaFiles.includes(fromSchema)) continue;
      problems.push(
        `${where}: imports db/schema/${fromSchema}, owned by ${ownersOf(fromSchema).join(', ') || 'lib'}; call its owner's functions`,
      );
    }
    for (const table of allTables) {
      if (ownersOf(table.file).includes(module)) continue;
      const drizzleWrite = new RegExp(`\\.(insert|update|delete)\\(\\s*${table.variable}\\s*\\)`);
      const rawWrite = new RegExp(
        `\\b(INSERT INTO|UPDATE|DELETE FROM)\\s+(\\$\\{${table.variable}\\}|${table.sqlName}\\b)`,
      );
      if (drizzleWrite.test(text) || rawWrite.test(text))
        problems.push(
          `${where}: writes ${table.sqlName}, owned by ${ownersOf(table.file).join(', ') || 'lib'}`,
        );
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Module boundaries (scripts/module-boundaries.ts):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
