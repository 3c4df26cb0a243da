import type { CreateWebpackConfigArgs } from "gatsby";

export type Replacement = [stage: string, pattern: RegExp, replacement: string];

/** The module replacements a webpack step of gatsby-node registers, per stage it is called with. */
export function replacementsOf(step: (args: CreateWebpackConfigArgs) => void, stages: string[]): Replacement[] {
  const calls: Replacement[] = [];
  for (const stage of stages)
    step({
      stage,
      actions: { setWebpackConfig: () => {} },
      plugins: {
        normalModuleReplacement: (pattern: RegExp, replacement: string) => calls.push([stage, pattern, replacement]),
        define: () => ({}),
      },
    } as unknown as CreateWebpackConfigArgs);
  return calls;
}
