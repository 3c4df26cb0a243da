import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { mdxComponents } from "../../../src/components/mdx";
import { landingComponents } from "../../../src/components/landing";
import { reactMdxComponents } from "../../../src/components/mdx-react";

// A static body reaches the browser as HTML (./PageBody.tsx): a component with state, effects or
// event handlers in it would be dead HTML there. Each such component of the MDX maps must be
// declared in src/components/mdx-react.ts, which makes the bodies using it hydrate. The check reads
// the source: a component, and every function of ours it refers to, however deep.

const STATEFUL = /^use(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore|DeferredValue|Transition)$/;
const EVENT_PROP = /^on[A-Z]/;

interface Module {
  /** Top-level functions and constants by name. */
  declarations: Map<string, ts.Node>;
  /** Local name → where it comes from (our modules only). */
  imports: Map<string, { file: string; name: string }>;
  /** Exported name → local declaration name, or a re-export. */
  exports: Map<string, string | { file: string; name: string }>;
}

const modules = new Map<string, Module>();

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return (
    [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((file) => fs.existsSync(file)) ?? null
  );
}

function moduleOf(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const module: Module = { declarations: new Map(), imports: new Map(), exports: new Map() };
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node: ts.Node) =>
    ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = resolveModule(file, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (!from || !clause) continue;
      if (clause.name) module.imports.set(clause.name.text, { file: from, name: "default" });
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const element of clause.namedBindings.elements)
          module.imports.set(element.name.text, { file: from, name: (element.propertyName ?? element.name).text });
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      const name = statement.name?.text ?? "default";
      module.declarations.set(name, statement);
      if (exported(statement)) module.exports.set(isDefault(statement) ? "default" : name, name);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) {
          module.declarations.set(declaration.name.text, declaration);
          if (exported(statement)) module.exports.set(declaration.name.text, declaration.name.text);
        }
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveModule(file, statement.moduleSpecifier.text)
          : null;
      for (const element of statement.exportClause.elements) {
        const local = (element.propertyName ?? element.name).text;
        module.exports.set(element.name.text, from ? { file: from, name: local } : local);
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      module.exports.set("default", statement.expression.text);
    }
  }
  modules.set(file, module);
  return module;
}

/** The hooks with state or effects and the event handler props a declaration uses, with those of
 * every declaration of ours it refers to. */
function statefulUses(file: string, name: string, seen = new Set<string>()): string[] {
  const key = `${file}#${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const module = moduleOf(file);
  const target = module.exports.get(name) ?? name;
  if (typeof target !== "string") return statefulUses(target.file, target.name, seen);
  const imported = module.imports.get(target);
  if (imported) return statefulUses(imported.file, imported.name, seen);
  const node = module.declarations.get(target);
  if (!node) return [];
  const where = `${target} (${path.relative(process.cwd(), file)})`;
  const uses: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child) && STATEFUL.test(child.text)) uses.push(`${child.text} in ${where}`);
    else if (ts.isJsxAttribute(child) && EVENT_PROP.test(child.name.getText())) {
      uses.push(`${child.name.getText()} in ${where}`);
    } else if (ts.isIdentifier(child) && child.text !== target) {
      if (module.declarations.has(child.text) || module.imports.has(child.text))
        uses.push(...statefulUses(file, child.text, seen));
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return uses;
}

/** Each component of a map, with what makes it need React. */
function componentsOf(mapFile: string, mapName: string, map: Record<string, unknown>) {
  const module = moduleOf(mapFile);
  const declaration = module.declarations.get(mapName) as ts.VariableDeclaration;
  const literal = declaration.initializer as ts.ObjectLiteralExpression;
  return literal.properties.map((property) => {
    const name = property.name!.getText();
    expect(map).toHaveProperty(name);
    // `Tabs,` or `pre: CodeBlock,` names a component; anything else is written in the map.
    const value = ts.isShorthandPropertyAssignment(property)
      ? property.name.text
      : ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)
        ? property.initializer.text
        : null;
    const uses: string[] = [];
    if (value) uses.push(...statefulUses(mapFile, value));
    else
      ts.forEachChild(property, function visit(child) {
        if (ts.isIdentifier(child) && (STATEFUL.test(child.text) || module.imports.has(child.text)))
          uses.push(
            ...(STATEFUL.test(child.text)
              ? [`${child.text} in ${mapName}.${name}`]
              : statefulUses(mapFile, child.text)),
          );
        if (ts.isJsxAttribute(child) && EVENT_PROP.test(child.name.getText()))
          uses.push(`${child.name.getText()} in ${mapName}.${name}`);
        ts.forEachChild(child, visit);
      });
    return { name, uses };
  });
}

describe("components of the MDX maps that need React", () => {
  const components = [
    ...componentsOf(path.resolve("src/components/mdx.tsx"), "mdxComponents", mdxComponents),
    ...componentsOf(path.resolve("src/components/landing.tsx"), "landingComponents", landingComponents),
  ];
  const declared = new Set<string>(reactMdxComponents);

  it.each(components.filter(({ name }) => !declared.has(name)))(
    "$name has no state, effects or event handlers (else declare it in src/components/mdx-react.ts)",
    ({ uses }) => expect(uses).toEqual([]),
  );

  it.each([...declared])("%s, declared as needing React, is a component of the maps and has state", (name) => {
    expect(components.find((c) => c.name === name)?.uses.length).toBeGreaterThan(0);
  });
});
