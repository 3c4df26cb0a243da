import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { sourceApiOperations } from "../node/api-operation-nodes";
import { loadFacts } from "../node/product-facts";
import { jsonApiTables } from "../node/openapi";
import Fact, { DocCountryCount } from "../components/Fact";
import { ApiErrorCodes, ApiLimits } from "../components/ApiTables";
import DocTemplate from "./doc";

// A doc's context names the facts and tables it shows (src/node/docs.ts); its query answers with
// the nodes (ProductFact, ApiErrorCode…), from which the template gives the MDX components the data
// they read. The answers here are made from the nodes sourceNodes creates.

vi.mock("gatsby", async () => ({
  ...(await import("../test-utils/gatsby")),
  graphql: () => null,
  useStaticQuery: () => ({ allDocSidebar: { nodes: [] } }),
}));

const rows: Record<string, Record<string, unknown>[]> = {};
sourceApiOperations(
  {
    actions: {
      createNode: ({ id: _id, internal, ...row }: Record<string, unknown> & { internal: { type: string } }) =>
        void (rows[internal.type] ??= []).push(row),
    },
    createNodeId: (key: string) => key,
    createContentDigest: () => "",
  } as never,
  () => [],
);
const byPosition = (type: string) =>
  [...rows[type]]
    .sort((a, b) => (a.position as number) - (b.position as number))
    .map(({ position: _position, ...row }) => row);
const facts = loadFacts().facts;

const render = (data: Partial<Queries.DocPageQuery>, body: React.ReactNode) => {
  const props = {
    data: {
      mdx: { frontmatter: { title: "Test" }, fields: { heading: "Test" }, tableOfContents: {} },
      allProductFact: { nodes: [] },
      ...data,
    },
    pageContext: { id: "x", route: "/docs/test/", sidebarId: "help", lastUpdated: null, staticBody: false },
    children: body,
  };
  return renderToStaticMarkup(<DocTemplate {...(props as unknown as React.ComponentProps<typeof DocTemplate>)} />);
};

describe("doc template", () => {
  it("gives <Fact> the value of the ProductFact its query got, its short form where it has one", () => {
    const node = (factId: string) => ({
      factId,
      value: facts[factId].value,
      short: facts[factId].short ?? facts[factId].value,
    });
    const html = render(
      { allProductFact: { nodes: [node("sla"), node("deliveryTime")] } },
      <p>
        <Fact name="sla" short />|<Fact name="deliveryTime" short />
      </p>,
    );
    const plain = html.replace(/\u00a0/g, " ");
    expect(plain).toContain(`${facts.sla.value}|${facts.deliveryTime.short}`);
    expect(() => render({}, <Fact name="sla" />)).toThrow(/<Fact name="sla">/);
  });

  it("gives <CountryCount /> the number of countries its query counted", () => {
    expect(render({ countries: { totalCount: 193 } }, <DocCountryCount />)).toContain("193");
  });

  it("gives the API tables the rows of the specification, in its order", () => {
    const errorCodes = byPosition("ApiErrorCode");
    expect(errorCodes).toEqual(jsonApiTables().errorCodes);
    const html = render(
      {
        errorCodes: { nodes: errorCodes as never },
        limits: { nodes: byPosition("ApiLimit") as never },
      },
      <>
        <ApiErrorCodes />
        <ApiLimits />
      </>,
    );
    const at = errorCodes.map((row) => html.indexOf(`>${row.name}<`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(html).toContain(jsonApiTables().limits[0].name);
  });
});
