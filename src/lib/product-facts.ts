// Product facts (content/facts.yaml) as the build hands them to a page or doc: only what its MDX
// uses. Shared by the build step (src/node/product-facts.ts) and the components (src/components/Fact).

export interface FactText {
  value: string;
  /** The short form for large figures (a hero's facts); the value when the data has none. */
  short?: string;
}

export interface OnboardingStep {
  title: string;
  text: string;
  href?: string;
  linkLabel?: string;
}

export interface DeliveryState {
  name: string;
  text: string;
  /** The API's statuses (x-depese-delivery-codes) this state of the web application stands for. */
  statuses: string[];
}

export interface ProductFacts {
  facts: Record<string, FactText>;
  onboarding?: OnboardingStep[];
  deliveryStates?: DeliveryState[];
  /** Countries in the price list, for <CountryCount /> in docs (pages have it in their PageFacts). */
  countryCount?: number;
}

/** The facts <TrustBadges /> shows: a page using it gets them without naming them. */
export const TRUST_FACTS = ["certification", "sla", "dataCenters", "operators"];

export const noProductFacts: ProductFacts = { facts: {} };

/** The delivery states' names as one phrase: „Doručeno“, „Čeká na doručení“ nebo „Odmítnuto“. */
export function deliveryStateNames(states: readonly DeliveryState[]): string {
  const names = states.map((state) => `„${state.name}“`);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} nebo ${names[names.length - 1]}`;
}

/** The text of <Fact name="…" short />. */
export function factText({ name, short }: { name: string; short?: boolean }, product: ProductFacts): string {
  const fact = product.facts[name];
  // The build adds every <Fact> of a page to its data and fails on an unknown name.
  if (!fact) throw new Error(`<Fact name="${name}">: the page's data has no such fact (content/facts.yaml).`);
  return short ? (fact.short ?? fact.value) : fact.value;
}
