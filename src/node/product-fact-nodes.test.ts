import { describe, expect, it, vi } from "vitest";
import type { Node } from "gatsby";
import { loadFacts } from "./product-facts";
import { sourceProductFacts } from "./product-fact-nodes";

function sourced(load?: () => ReturnType<typeof loadFacts>) {
  const nodes: (Node & Record<string, unknown>)[] = [];
  const reporter = { panicOnBuild: vi.fn() };
  sourceProductFacts(
    {
      actions: { createNode: (node: Node) => void nodes.push(node as never) } as never,
      createNodeId: (key: string) => `node-${key}`,
      createContentDigest: () => "",
      reporter: reporter as never,
    },
    load,
  );
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
  return { ofType, reporter };
}

describe("content/facts.yaml in the GraphQL layer", () => {
  const data = loadFacts();

  it("makes each fact a ProductFact node with its short form, or its value where it has none", () => {
    const facts = sourced().ofType("ProductFact");
    expect(facts.map((f) => f.factId)).toEqual(Object.keys(data.facts));
    expect(facts.find((f) => f.factId === "deliveryTime")).toMatchObject({ value: "do 5 sekund", short: "do 5 s" });
    const plain = facts.find((f) => f.factId === "sla")!;
    expect(plain.short).toBe(plain.value);
  });

  it("keeps the steps to start and the delivery states in their order, with the facts filled in", () => {
    const { ofType } = sourced();
    const steps = ofType("OnboardingStep");
    expect(steps.map((s) => [s.position, s.title])).toEqual(data.onboarding.map((s, i) => [i + 1, s.title]));
    expect(steps.every((s) => !/\{\w+\}/.test(String(s.text)))).toBe(true);
    expect(ofType("DeliveryState").map((s) => s.name)).toEqual(data.deliveryStates.map((s) => s.name));
  });

  it("stops the build with the file, line and field of a bad fact", () => {
    const { reporter, ofType } = sourced(() =>
      loadFacts("facts:\n  sla:\n    about: x\n    value: ''\n", "content/facts.yaml"),
    );
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild.mock.calls[0][0]).toContain(
      "content/facts.yaml:4: pole „facts.sla.value“: nesmí být prázdné",
    );
    expect(ofType("ProductFact")).toEqual([]);
  });
});
