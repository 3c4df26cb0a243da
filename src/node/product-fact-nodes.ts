import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby";
import { ContentProblemsError, formatContentProblems } from "../lib/content-problems";
import { loadFacts, type FactsFile } from "./product-facts";

// content/facts.yaml in the GraphQL layer, for developers' queries in GraphiQL: each fact a
// ProductFact node, the steps to start and the delivery states in their order. The same validated
// data the pages get from src/node/product-facts.ts (file, line and field in Czech on a bad value).

export function createProductFactSchema({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void {
  actions.createTypes(`
    "A product fact several pages repeat (content/facts.yaml): pages show it with <Fact name=…>."
    type ProductFact implements Node @dontInfer {
      "The fact's name, as pages write it: <Fact name=\\"sla\\" />."
      factId: String!
      "The form that fits a sentence: „do 5 sekund“."
      value: String!
      "The short form for large figures (a hero's facts): „do 5 s“; the value where the data has none."
      short: String!
      "What the fact is, for editors (Czech)."
      about: String!
    }
    "A step from registration to the first message (<OnboardingSteps />)."
    type OnboardingStep implements Node @dontInfer {
      "1 for the first step."
      position: Int!
      "The step's title."
      title: String!
      "What to do, with the facts' values filled in."
      text: String!
      "A page that helps with the step."
      href: String
      "The text of the link to that page."
      linkLabel: String
    }
    "A delivery state of the web application (<DeliveryStates />) and the API statuses it stands for."
    type DeliveryState implements Node @dontInfer {
      "1 for the first state."
      position: Int!
      "The state's name as the application shows it."
      name: String!
      "What it means."
      text: String!
      "The API's delivery statuses (x-depese-delivery-codes) in this state."
      statuses: [String!]!
    }
  `);
}

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "reporter">;

/** sourceNodes: the facts, steps and states as nodes; a bad field stops the build, naming it. */
export function sourceProductFacts(
  { actions, createNodeId, createContentDigest, reporter }: NodeArgs,
  load: () => FactsFile = () => loadFacts(),
): void {
  let data: FactsFile;
  try {
    data = load();
  } catch (error) {
    if (!(error instanceof ContentProblemsError)) throw error;
    reporter.panicOnBuild(formatContentProblems(error.problems));
    return;
  }
  const create = (type: string, key: string, fields: Record<string, unknown>) =>
    actions.createNode({
      ...fields,
      id: createNodeId(`${type} ${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  for (const [factId, fact] of Object.entries(data.facts))
    create("ProductFact", factId, { factId, value: fact.value, short: fact.short ?? fact.value, about: fact.about });
  (data.onboarding ?? []).forEach((step, i) => create("OnboardingStep", String(i), { ...step, position: i + 1 }));
  (data.deliveryStates ?? []).forEach((state, i) => create("DeliveryState", String(i), { ...state, position: i + 1 }));
}
