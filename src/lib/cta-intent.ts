import type { CallsToAction } from "../config/schema";
import type { ContentProblem } from "./content-problems";

// Does a link lead where its words say? A visitor who clicks „Kontaktovat obchod“ expects the
// sales contact, not the address-book help article that happens to be called „Kontakty“; the link
// guard cannot see that, because the wrong target exists. Pure, so the content check (file and
// line, scripts/check-mdx.ts) and the check of the built pages (page and link) share it.

/** A word or phrase as a whole: Czech letters are not \w, so \b cannot mark their edges. */
const phrase = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, "iu");

/** What a link's words promise, in the order they are tried: the first that matches decides. */
const PROMISES: { intent: "contact" | "register" | "prices"; words: RegExp }[] = [
  {
    intent: "contact",
    words: phrase(
      [
        "kontaktovat|kontaktujte|kontakt na \\p{L}+",
        "obchod(?:em|u)?|obchodník\\p{L}*|obchodn\\p{L}+ oddělení\\p{L}*",
        "konzultac\\p{L}*|nabídk\\p{L}* na míru|napište nám|ozvěte se|nahlásit",
        "podpor(?:a|u|ou|y)|zákaznick\\p{L}+ podpor\\p{L}+",
      ].join("|"),
    ),
  },
  {
    intent: "register",
    words: phrase("vyzkoušet zdarma|zaregistr\\p{L}*|založ\\p{L}* (?:si )?(?:zdarma )?účet|^registrace$"),
  },
  { intent: "prices", words: /^(?:zobrazit )?(?:ceník|ceny)(?!\p{L})/iu },
];

/** What the words of a link promise, or undefined when they promise nothing the check knows. */
export function promiseOf(words: string): (typeof PROMISES)[number]["intent"] | undefined {
  const text = words.replace(/\s+/g, " ").trim();
  return PROMISES.find((p) => p.words.test(text))?.intent;
}

const pathOf = (href: string) => href.split(/[?#]/)[0];

/** Why a link with these words must not lead to `href`, or undefined when it may. */
export function intentMismatch(words: string, href: string, targets: CallsToAction): string | undefined {
  const promise = promiseOf(words);
  if (!promise || href.startsWith("#")) return undefined;
  if (promise === "contact") {
    const contact = new Set([pathOf(targets.sales), pathOf(targets.support)]);
    if (contact.has(pathOf(href)) || /^(mailto|tel):/.test(href)) return undefined;
    return `slibuje kontakt, ale vede na ${href}; kontaktní stránka je ${pathOf(targets.sales)} (v MDX: secondary="sales" nebo "support")`;
  }
  if (promise === "register") {
    if (href === targets.register || pathOf(href) === pathOf(targets.register)) return undefined;
    return `slibuje registraci, ale vede na ${href}; registrace je ${targets.register}`;
  }
  if (/\/ceny\/|ceny|cenik/.test(pathOf(href))) return undefined;
  return `slibuje ceník, ale vede na ${href}; ceník je ${targets.prices}`;
}

/** The intent of a section's second button when the page names none (Hero, CtaBand, DeveloperBlock). */
export const DEFAULT_INTENTS = { Hero: "prices", CtaBand: "sales", DeveloperBlock: "apiDocs" } as const;

type Action = { words: string; href?: string; intent?: string; component?: string; line: number };

/** Each link or button of a content file whose words and target disagree, named by file and line. */
export function actionProblems(file: string, actions: readonly Action[], targets: CallsToAction): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { words, href, intent, component, line } of actions) {
    const named = intent ?? DEFAULT_INTENTS[component as keyof typeof DEFAULT_INTENTS];
    const field = `odkaz „${words.replace(/\s+/g, " ").trim()}“`;
    if (!href && named && !(named in targets)) {
      const known = Object.keys(targets).join(", ");
      problems.push({ file, line, field, message: `neznámý cíl „${named}“; známé jsou ${known}` });
      continue;
    }
    const target = href ?? targets[named as keyof CallsToAction];
    const mismatch = target ? intentMismatch(words, target, targets) : undefined;
    if (mismatch) problems.push({ file, line, field, message: mismatch });
  }
  return problems;
}
