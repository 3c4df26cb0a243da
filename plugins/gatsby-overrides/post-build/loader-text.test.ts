import { parseSync } from "@swc/core";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT, BOOT_DATA_ID } from "../after-first-paint";
import { functionSource, serialiseFunction } from "./loader-text";

/** The syntax an ES5 browser would not parse, as swc's AST names it. */
const LATER_THAN_ES5 = [
  "ArrowFunctionExpression",
  "TemplateLiteral",
  "ClassDeclaration",
  "ClassExpression",
  "ForOfStatement",
  "SpreadElement",
  "ObjectPattern",
  "ArrayPattern",
  "AssignmentPattern",
  "AwaitExpression",
  "YieldExpression",
  "OptionalChainingExpression",
];

/** Every node type and variable declaration kind in a script. */
function syntaxOf(script: string): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const { type, kind } = node as { type?: string; kind?: string };
      if (type) found.add(type === "VariableDeclaration" ? `${type}:${kind}` : type);
      Object.values(node).forEach(walk);
    }
  };
  walk(parseSync(script, { syntax: "ecmascript" }));
  return found;
}

describe("the loader's text", () => {
  it("is the minified source of loadAfterFirstPaint (run `npm run loader` after changing the function)", () => {
    expect(AFTER_FIRST_PAINT_SCRIPT).toBe(serialiseFunction());
  });

  it("is ES5: no arrow function, let, const, template literal or other later syntax", () => {
    const syntax = syntaxOf(AFTER_FIRST_PAINT_SCRIPT);
    expect(LATER_THAN_ES5.filter((type) => syntax.has(type))).toEqual([]);
    expect([...syntax].filter((type) => type.startsWith("VariableDeclaration"))).toEqual(["VariableDeclaration:var"]);
    // The check sees what it looks for.
    const modern = syntaxOf("var f = () => `${1}`; let a = 1; const b = 2;");
    expect(
      ["ArrowFunctionExpression", "TemplateLiteral", "VariableDeclaration:let", "VariableDeclaration:const"].every(
        (t) => modern.has(t),
      ),
    ).toBe(true);
  });

  it("reads the data block by its id and calls itself, so it runs as an inline script", () => {
    expect(AFTER_FIRST_PAINT_SCRIPT).toContain(`document.getElementById(${JSON.stringify(BOOT_DATA_ID)})`);
    expect(AFTER_FIRST_PAINT_SCRIPT).toMatch(/^!function\(\)\{[\s\S]*\}\(\);$/);
  });

  it("is cut from the source at the function's own closing brace", () => {
    const source = 'import x from "./x";\nexport function a(): void {\n  if (x) {\n  }\n}\nexport const b = 1;\n';
    expect(functionSource(source, "a")).toBe("function a(): void {\n  if (x) {\n  }\n}");
    expect(() => functionSource(source, "c")).toThrow('no top-level "export function c("');
  });
});
