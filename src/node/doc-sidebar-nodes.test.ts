import { describe, expect, it } from "vitest";
import type { Sidebars } from "../config/sidebars";
import {
  docFolders,
  generatedSidebars,
  renderDocCategoryCards,
  renderDocSidebar,
  sidebarDocInfo,
  sourceDocSidebars,
} from "./doc-sidebar-nodes";
import { generateSidebars } from "./generated-sidebars";
import { readPricing } from "./prices";
import type { DocInfo } from "./doc-sidebars";

const doc = (id: string, title: string, extra: Partial<DocInfo> = {}): DocInfo => ({
  nodeId: `n-${id}`,
  id,
  file: "",
  route: `/docs/${id}/`,
  title,
  ...extra,
});

const docs = [
  doc("help/a", "Odesílání SMS"),
  doc("help/b", "Koncept", { draft: true }),
  doc("help/c", "Kontakty", { sidebarLabel: "Kontakty a skupiny" }),
  doc("info", "O nás", { noSidebar: true, sidebarPosition: 2 }),
  doc("kontakt", "Kontakt", { noSidebar: true, sidebarPosition: 1 }),
];
const sidebars: Sidebars = {
  help: [{ type: "category", label: "Nápověda", items: ["help/a", "help/b", "help/c"] }],
};

describe("DocSidebar nodes", () => {
  it("renders a sidebar's entries from the docs: labels, Czech typography, drafts only outside production", () => {
    const entries = renderDocSidebar({ items: sidebars.help, folder: null }, docs, true);
    expect(entries).toEqual([
      { kind: "category", label: "Nápověda", href: null, collapsed: true, depth: 0 },
      { kind: "link", label: "Odesílání SMS", href: "/docs/help/a/", depth: 1 },
      { kind: "link", label: "Kontakty a\u00a0skupiny", href: "/docs/help/c/", depth: 1 },
    ]);
    expect(renderDocSidebar({ items: sidebars.help, folder: null }, docs, false)).toHaveLength(4);
  });

  it("renders a folder's docs that are in no sidebar, by sidebar_position", () => {
    expect(renderDocSidebar({ items: null, folder: "." }, docs, true).map((e) => e.href)).toEqual([
      "/docs/kontakt/",
      "/docs/info/",
    ]);
  });

  it("takes a doc's fields from its MDX node", () => {
    const info = sidebarDocInfo({
      id: "x",
      fields: { kind: "docs", docId: "info", route: "/docs/info/" },
      frontmatter: { title: "O nás", sidebar: false, sidebar_position: 2 },
    } as Parameters<typeof sidebarDocInfo>[0]);
    expect(info).toMatchObject({
      id: "info",
      route: "/docs/info/",
      title: "O nás",
      noSidebar: true,
      sidebarPosition: 2,
    });
  });

  it("creates one node per sidebar and one per docs folder", () => {
    const nodes: { id: string; sidebarId: string }[] = [];
    sourceDocSidebars(
      {
        actions: { createNode: (node: { id: string; sidebarId: string }) => nodes.push(node) },
        createNodeId: (key: string) => `id ${key}`,
        createContentDigest: () => "digest",
        getNodesByType: () => [],
      } as unknown as Parameters<typeof sourceDocSidebars>[0],
      sidebars,
      [".", "help"],
    );
    expect(nodes.map((n) => [n.id, n.sidebarId])).toEqual([
      ["id DocSidebar help", "help"],
      ["id DocSidebar folder:.", "folder:."],
      ["id DocSidebar folder:help", "folder:help"],
    ]);
  });

  it("creates a DocCategory node per category with a generated index page, its cards from the docs", () => {
    const nodes: Record<string, unknown>[] = [];
    const category = {
      type: "category" as const,
      label: "Návody",
      link: { type: "generated-index" as const, slug: "navody", description: "Jak na to a kde." },
      items: ["help/a", "help/b", "help/c"],
    };
    sourceDocSidebars(
      {
        actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
        createNodeId: (key: string) => `id ${key}`,
        createContentDigest: () => "digest",
        getNodesByType: () => [],
      } as unknown as Parameters<typeof sourceDocSidebars>[0],
      { help: [category] },
      [],
    );
    const node = nodes.find((n) => (n.internal as { type: string }).type === "DocCategory");
    expect(node).toMatchObject({
      id: "id DocCategory /docs/category/navody/",
      route: "/docs/category/navody/",
      sidebarId: "help",
      title: "Návody",
      description: "Jak na to a\u00a0kde.",
    });
    expect(renderDocCategoryCards(category, docs, true)).toEqual([
      { title: "Odesílání SMS", description: undefined, href: "/docs/help/a/" },
      { title: "Kontakty", description: undefined, href: "/docs/help/c/" },
    ]);
  });

  it("finds the folders of content/docs that hold docs", () => {
    expect(docFolders()).toEqual(expect.arrayContaining([".", "help", "api/json"]));
  });

  it("has a node for every sidebar the docs build generates from data (src/node/generated-sidebars.ts)", async () => {
    // sourceNodes cannot wait for a generator, so it makes the pricing sidebar itself: a new
    // generator must be added there too, or its pages would show an empty sidebar.
    const args = { getNodesByType: () => [] } as unknown as Parameters<typeof generateSidebars>[0];
    const expected = await generateSidebars({
      ...args,
      getNodesByType: ((type: string) => (type === "PriceList" ? [{ pricing: readPricing() }] : [])) as never,
    });
    expect(generatedSidebars(args)).toEqual(expected);
  });
});
