import path from "node:path";
import ts from "typescript";

// `npm run lint` runs this: no module of the project imports itself through others, type-only
// imports included (ESLint's import-x/no-cycle skips those, and a cycle of types is still two
// modules that cannot be read, moved or tested one without the other). The modules are those the
// type check reads (tsconfig.json: src/, server/, e2e/, scripts/, the gatsby-* files…); an import is
// followed when TypeScript resolves it, with the project's options, to one of them, so packages,
// CSS and JSON are left out.

/** Each module of `files` and the modules of `files` it imports, in the order it imports them. */
export function importGraph(files: readonly string[], options: ts.CompilerOptions): Map<string, string[]> {
  const modules = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = ts.sys.readFile(file) ?? "";
    const imported = ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
      .flatMap((resolved) => (resolved && modules.has(resolved.resolvedFileName) ? [resolved.resolvedFileName] : []));
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

/** The import cycles of `graph`, each from a module back to itself ([a, b, a]): one for every
 * import that closes a cycle in a walk of the graph, so none exactly when the graph has none. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void cycles.push([...trail.slice(at), file]);
    if (done.has(file)) return;
    trail.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    trail.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return cycles;
}

/** The project's modules and compiler options, from tsconfig.json. */
export function projectModules(root = process.cwd()): { files: string[]; options: ts.CompilerOptions } {
  const configFile = path.join(root, "tsconfig.json");
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile);
  return { files: fileNames, options };
}

// `node --import tsx scripts/import-cycles.ts`: names each cycle and fails.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { files, options } = projectModules();
  const cycles = findCycles(importGraph(files, options));
  for (const cycle of cycles)
    console.error(`Import cycle: ${cycle.map((file) => path.relative(process.cwd(), file)).join(" → ")}`);
  if (cycles.length) process.exit(1);
}
