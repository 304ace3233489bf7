import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { Plugin, Rollup } from 'vite';

/**
 * How the client build groups modules into files (docs/decisions/018-web-code-splitting.md).
 *
 * React Router loads a page as a chain of route modules (root, layouts, the page) plus what they import. Rolldown's
 * automatic splitting makes one file per set of *route modules* that share a module; with ~70 route modules that is
 * hundreds of small files, and a page loads dozens of them, each compressed on its own (so worse) and each listed in
 * the route manifest every page loads. Yet a module the signed-in layout imports is loaded by every signed-in page,
 * whichever page also imports it. So modules are grouped here by the set of *pages* that load them:
 *
 * - a page loads a module when one of the route modules of its chain uses it;
 * - modules loaded by exactly the same pages go into one file (the `shell` when that is every page);
 * - React, React DOM and React Router stay in a `framework` file of their own (every page, rarely changing).
 *
 * No page loads a module it does not use, as with the automatic splitting, in far fewer files. What a route module
 * "uses" is followed binding by binding, not file by file: `import { Button } from '@mantine/core'` needs Mantine's
 * Button module, not the other hundred components its index re-exports. Modules only loaded on demand
 * (`import()`, e.g. the notice container) and the route modules themselves keep Rolldown's automatic splitting.
 */

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

type Binding = { source: string; name: string };
type ModuleShape = {
  /** Names this module defines itself (`export const a`, `export { a }`, `export default`); '*' for all. */
  own: Set<string>;
  /** `export { a as b } from 's'`, `export * as b from 's'` and exported imports: b → (s, a). */
  reexports: Map<string, Binding>;
  /** `export * from 's'`. */
  starSources: string[];
  /** Every static import: what it takes from where ('*' for a namespace or a bare import). */
  imports: Binding[];
};

type Node = { type: string; [key: string]: unknown };
type Named = { type: string; name?: string; value?: string };

const nameOf = (node: Named | undefined) => String(node?.name ?? node?.value ?? '');

/** `app/routes/x.tsx?route-chunk=main` belongs to `app/routes/x.tsx`. */
const fileOf = (id: string) => id.replace(/\?.*$/, '');

/** The route-module files of each page: root, its layouts, the page itself. */
export const pageChains = (routes: RouteConfigEntry[], rootFile = 'root.tsx'): string[][] => {
  const chains: string[][] = [];
  const walk = (entries: RouteConfigEntry[], above: string[]) => {
    for (const entry of entries) {
      const chain = [...above, entry.file];
      if (entry.children?.length) walk(entry.children, chain);
      else chains.push(chain);
    }
  };
  walk(routes, [rootFile]);
  return chains;
};

const shapeOf = (program: { body: Node[] }): ModuleShape => {
  const shape: ModuleShape = { own: new Set(), reexports: new Map(), starSources: [], imports: [] };
  // Bundled packages often import first and export the imported names in one list at the end.
  const importedLocals = new Map<string, Binding>();
  for (const node of program.body) {
    const source = (node.source as Named | undefined)?.value;
    if (node.type !== 'ImportDeclaration' || !source) continue;
    const specifiers = node.specifiers as Array<{ type: string; imported?: Named; local: Named }>;
    if (specifiers.length === 0) shape.imports.push({ source, name: '*' });
    for (const s of specifiers) {
      const binding = {
        source,
        name:
          s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : s.type === 'ImportNamespaceSpecifier'
              ? '*'
              : nameOf(s.imported),
      };
      shape.imports.push(binding);
      importedLocals.set(nameOf(s.local), binding);
    }
  }
  for (const node of program.body) {
    const source = (node.source as Named | undefined)?.value;
    if (node.type === 'ExportAllDeclaration' && source) {
      if (node.exported) shape.reexports.set(nameOf(node.exported as Named), { source, name: '*' });
      else shape.starSources.push(source);
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers as Array<{ local: Named; exported: Named }>) {
        const passedOn = source ? { source, name: nameOf(s.local) } : importedLocals.get(nameOf(s.local));
        if (passedOn) shape.reexports.set(nameOf(s.exported), passedOn);
        else shape.own.add(nameOf(s.exported));
      }
      const declaration = node.declaration as
        | { id?: Named; declarations?: Array<{ id: Named }> }
        | null
        | undefined;
      if (declaration?.id) shape.own.add(nameOf(declaration.id));
      // A destructuring export is rare; counting the module as defining everything keeps it whole.
      for (const d of declaration?.declarations ?? [])
        shape.own.add(d.id.type === 'Identifier' ? nameOf(d.id) : '*');
    } else if (node.type === 'ExportDefaultDeclaration') shape.own.add('default');
  }
  return shape;
};

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

export const chunking = (options: { appDirectory: string; routes: RouteConfigEntry[] }): Plugin => {
  const chains = pageChains(options.routes);
  const groupOf = new Map<string, string>();
  return {
    name: 'kampus-chunking',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Groups take only the modules named, not their imports too, which Rolldown allows when entries (the route
    // modules) may export more than they declare; their own exports stay as they are.
    options: (inputOptions) => ({ ...inputOptions, preserveEntrySignatures: 'allow-extension' }),
    async buildEnd() {
      const shapes = new Map<string, ModuleShape | null>();
      const resolved = new Map<string, string | null>();
      const shape = (id: string) => {
        if (!shapes.has(id)) {
          const info = this.getModuleInfo(id);
          let value: ModuleShape | null = null;
          if (info?.code && info.inputFormat !== 'cjs')
            try {
              value = shapeOf(this.parse(info.code) as unknown as { body: Node[] });
            } catch {
              value = null;
            }
          shapes.set(id, value);
        }
        return shapes.get(id) ?? null;
      };
      const resolve = async (source: string, importer: string) => {
        const key = `${importer}\0${source}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(source, importer))?.id ?? null);
        return resolved.get(key) ?? null;
      };

      /** Every module the given route-module entries use, statically, binding by binding. */
      const usedBy = async (entries: string[]): Promise<Set<string>> => {
        const visited = new Set<string>();
        const modules = new Set<string>();
        const include = async (id: string) => {
          if (modules.has(id)) return;
          modules.add(id);
          const s = shape(id);
          if (!s) {
            // Not ES code the parser understands (CommonJS, a style sheet): all of it and all it imports.
            for (const dep of this.getModuleInfo(id)?.importedIds ?? []) await need(dep, '*');
            return;
          }
          for (const binding of s.imports) {
            const dep = await resolve(binding.source, id);
            if (dep) await need(dep, binding.name);
          }
        };
        const need = async (id: string, name: string): Promise<void> => {
          const key = `${id}\0${name}`;
          if (visited.has(key)) return;
          visited.add(key);
          const s = shape(id);
          if (!s || name === '*' || s.own.has('*')) {
            await include(id);
            for (const [exported, binding] of s?.reexports ?? [])
              if (name === '*' || exported === name) {
                const dep = await resolve(binding.source, id);
                if (dep) await need(dep, binding.name);
              }
            if (name === '*')
              for (const source of s?.starSources ?? []) {
                const dep = await resolve(source, id);
                if (dep) await need(dep, '*');
              }
            return;
          }
          if (s.own.has(name)) return include(id);
          const reexport = s.reexports.get(name);
          if (reexport) {
            const dep = await resolve(reexport.source, id);
            if (dep) await need(dep, reexport.name);
            return;
          }
          for (const source of s.starSources) {
            const dep = await resolve(source, id);
            if (dep && this.getModuleInfo(dep)?.exports.includes(name)) return need(dep, name);
          }
          // A name found nowhere (e.g. from a CommonJS module): keep the whole module.
          await include(id);
        };
        for (const id of entries) await include(id);
        return modules;
      };

      const ids = [...this.getModuleIds()];
      const usedByFile = new Map<string, Set<string>>();
      for (const file of new Set(chains.flat())) {
        const absolute = path.resolve(options.appDirectory, file);
        const entries = ids.filter((id) => fileOf(id) === absolute);
        if (entries.length === 0) this.error(`chunking: no module for route file ${file}`);
        usedByFile.set(file, await usedBy(entries));
      }

      // Route modules stay where React Router puts them (their own files, named in the manifest).
      const routeFiles = new Set(chains.flat().map((file) => path.resolve(options.appDirectory, file)));
      const pagesOf = new Map<string, number[]>();
      chains.forEach((chain, page) => {
        const modules = new Set(chain.flatMap((file) => [...(usedByFile.get(file) ?? [])]));
        for (const id of modules) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
      });
      for (const [id, pages] of pagesOf) {
        if (FRAMEWORK.test(id) || routeFiles.has(fileOf(id))) continue;
        groupOf.set(id, pages.length === chains.length ? 'shell' : `pages-${shortHash(pages.join(','))}`);
      }
    },
    outputOptions(outputOptions: Rollup.OutputOptions) {
      const named = outputOptions.chunkFileNames ?? 'assets/[name]-[hash].js';
      return {
        ...outputOptions,
        // A page group's file is named by its content hash alone: every page's chain lists its groups in the route
        // manifest, which every page loads, and the group's own hash in each name made that list a tenth longer.
        chunkFileNames: (chunk: Rollup.PreRenderedChunk) =>
          chunk.name.startsWith('pages-')
            ? 'assets/p-[hash].js'
            : typeof named === 'function'
              ? named(chunk)
              : named,
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            {
              name: (id: string) => groupOf.get(id) ?? null,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
};
