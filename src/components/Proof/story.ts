import { useLandingPage } from "../Price";
import type { CustomerStory } from "../../lib/customers";

/** A story the build put into the page's data (src/node/customers.ts fails on an unknown id). */
export function useStory(component: string, id: string): CustomerStory {
  const story = useLandingPage(component).facts.customers?.[id];
  if (!story) throw new Error(`<${component} id="${id}">: the page's data has no such story.`);
  return story;
}

/** Every story the page has, in file order (all of them where <CustomerLogos /> is used). */
export function useStories(component: string): CustomerStory[] {
  return Object.values(useLandingPage(component).facts.customers ?? {});
}
