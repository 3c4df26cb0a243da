// Site search: the rules the build (src/node/search.ts writes the index) and the browser
// (src/theme/Search reads it on first use) share. Text folds case and diacritics with
// normalizeSearch, words meet at a light Czech stem, an editor's synonym list joins phrases that
// mean one thing, and each field weighs differently: title > keywords > headings > description > text.

import { normalizeSearch } from "./normalize-search";

/** One page as the index describes it. */
export type SearchSource = {
  route: string;
  /** Shown as the result's title. */
  title: string;
  /** Indexed instead of the title when given (country pages index their name, not "ceny SMS"). */
  titleTerms?: string;
  section: string;
  description: string;
  headings: string[];
  /** Names and codes the page answers for: country aliases, error and delivery codes. */
  keywords: string;
  text: string;
};

/** Where the build writes the index and the browser fetches it. A fixed address, revalidated on
 * each visit, rather than a name with its digest: the digest would have to be compiled into the
 * search chunk, so every content edit would rename the chunk, the webpack runtime and with it
 * every page of the site. */
export const SEARCH_INDEX_URL = "/search-index.json";

/** The file the build writes and the browser fetches: compact arrays rather than objects. */
export type SearchIndex = {
  version: 2;
  sections: string[];
  /** [route, title, section index, description, headings joined by "\n"] */
  docs: [string, string, number, string, string][];
  /** Sorted; a synonym group's token is "~" and its number. */
  terms: string[];
  /** Per term: "doc.weight" pairs, doc numbers as base-36 deltas, weights in base 36. */
  postings: string[];
  /** Synonym groups, each a list of phrases as stem sequences joined by spaces. */
  synonyms: string[][];
  /** Pairs of doc numbers about one subject (a marketing page and its help page). */
  related: [number, number][];
};

export type SearchResult = {
  route: string;
  title: string;
  section: string;
  /** A passage of the page with the matched words as marked parts. */
  snippet: SnippetPart[];
};
export type SnippetPart = { text: string; mark: boolean };

export const SEARCH_RESULT_LIMIT = 10;

// ---------------------------------------------------------------------------------------------
// Words

/** Groups of digits written with a space ("100 000", "1 530") join into one number token. */
const joinDigitGroups = (text: string) =>
  text.replace(/\b(\d{1,3})(?:[ \u00a0\u202f](\d{3}))+\b/g, (match) => match.replace(/[ \u00a0\u202f]/g, ""));

/** Folded words of a text, numbers kept whole. */
export const queryWords = (text: string): string[] => normalizeSearch(joinDigitGroups(text)).split(" ").filter(Boolean);

/** Words too common to tell pages apart; a query made only of them still searches them. Question
 * words among them, Czech and English, so "kolik stojí sms do Německa" or "how much is an sms to
 * Germany" weigh only the subject (a synonym phrase such as "kolik stojí" still counts). */
const STOPWORDS = new Set([
  "a",
  "i",
  "k",
  "o",
  "s",
  "u",
  "v",
  "z",
  "na",
  "do",
  "od",
  "po",
  "pro",
  "se",
  "ze",
  "za",
  "je",
  "jsou",
  "to",
  "ten",
  "ta",
  "ktery",
  "ktera",
  "ktere",
  "jak",
  "co",
  "nebo",
  "ale",
  "by",
  "aby",
  "pri",
  "pred",
  "jako",
  "tak",
  "uz",
  "jen",
  "si",
  "mu",
  "jsme",
  "jste",
  "bude",
  "muzete",
  "the",
  "of",
  "proc",
  "kolik",
  "kde",
  "kdy",
  "kdo",
  "jaky",
  "jaka",
  "jake",
  "jakou",
  "muzu",
  "mohu",
  "lze",
  "najdu",
  "najit",
  "how",
  "much",
  "what",
  "where",
  "when",
  "why",
  "which",
  "is",
  "are",
  "an",
  "in",
  "for",
  "does",
  "can",
  "my",
  "with",
  "and",
  "or",
  "it",
  "from",
  "find",
]);

// Czech inflection endings (folded, longest first), then a few derivational ones, so that
// "doručenka", "doručení" and "doručování" meet at "doruc", "úspěšnost" and "úspěšný" at "uspesn".
const INFLECTION = [
  "atech",
  "ami",
  "emi",
  "ach",
  "ech",
  "ich",
  "ych",
  "ymi",
  "imi",
  "ovi",
  "ove",
  "eho",
  "emu",
  "ou",
  "am",
  "em",
  "um",
  "im",
  "ho",
  "mu",
  "y",
  "u",
  "a",
  "e",
  "i",
  "o",
];
const DERIVATION = ["ovan", "ovac", "enk", "ost", "en", "an", "ov"];
/** Stems of one verb's two aspects, joined: "odesílání" and "odeslání" are one act. */
const STEM_ALIASES: Record<string, string> = { odesil: "odesl", posil: "posl", planovan: "plan" };
/** Forms the endings cannot reach. */
const LEMMAS: Record<string, string> = {
  dorucenek: "doruc",
  cisel: "cisl",
  sluzeb: "sluzb",
  overit: "over",
  zprav: "zprav",
  kredit: "kredit",
  kreditu: "kredit",
  kredity: "kredit",
  kreditem: "kredit",
  limit: "limit",
  limity: "limit",
  limitu: "limit",
  // Not an infinitive.
  format: "format",
};

const strip = (word: string, endings: string[], min: number) => {
  const ending = endings.find((e) => word.endsWith(e) && word.length - e.length >= min);
  return ending ? word.slice(0, -ending.length) : word;
};

/** The stem of a folded word; numbers and words with digits stay as they are. */
export function czechStem(word: string): string {
  if (LEMMAS[word]) return LEMMAS[word];
  if (/\d/.test(word) || word.length < 4) return word;
  // Infinitives: "odeslat" meets "odeslání", "poslat" meets "poslání", "propojit" meets "propojení".
  if (word.length >= 6 && /(at|it)$/.test(word)) return word.slice(0, -2);
  const stem = strip(strip(word, INFLECTION, 3), DERIVATION, 3);
  return STEM_ALIASES[stem] ?? stem;
}

// ---------------------------------------------------------------------------------------------
// Building the index

/** How much a word weighs in each field; a word in several fields adds them up. */
export const FIELD_WEIGHTS = { title: 10, keywords: 8, headings: 4, description: 3, text: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

const groupToken = (group: number) => `~${group}`;

/** Where a stem sequence holds a phrase (itself a stem sequence). */
const containsPhrase = (words: string[], phrase: string[]) =>
  words.some((_, i) => phrase.every((p, j) => words[i + j] === p));

/** Synonym groups as the index stores them: each phrase as its stems. */
export function synonymPhrases(groups: string[][]): string[][] {
  return groups.map((group) => [
    ...new Set(group.map((phrase) => queryWords(phrase).map(czechStem).join(" ")).filter(Boolean)),
  ]);
}

/** Whether a field's stems hold a phrase: looked for word by word only when all its stems occur,
 * which most phrases do not (a 1 000-post site's index took 3.7 s of a rebuild with every phrase
 * looked for in every field, 1.4 s so). */
const holdsPhrase = (stemmed: string[], present: Set<string>, phrase: string[]) =>
  phrase.every((stem) => present.has(stem)) && containsPhrase(stemmed, phrase);

/** The weight of every term in one page: field weights summed, repeated text words counting
 * less and less, synonym groups as tokens of the fields their phrases occur in (each phrase as
 * its stems). */
function termWeights(
  source: SearchSource,
  synonyms: string[][][],
  stem: (word: string) => string,
): Map<string, number> {
  const fields: Record<Field, string> = {
    title: source.titleTerms ?? source.title,
    keywords: source.keywords,
    headings: source.headings.join(" . "),
    description: source.description,
    text: source.text,
  };
  const weights = new Map<string, number>();
  for (const field of Object.keys(fields) as Field[]) {
    const words = queryWords(fields[field]);
    const stemmed = words.map(stem);
    const counts = new Map<string, number>();
    // Keywords are names and codes chosen for the page: "IS" is Iceland, "TO" Tonga, even as stopwords.
    words.forEach(
      (word, i) =>
        (field !== "keywords" && STOPWORDS.has(word)) || counts.set(stemmed[i], (counts.get(stemmed[i]) ?? 0) + 1),
    );
    const present = new Set(stemmed);
    synonyms.forEach((group, i) => {
      const n = group.filter((phrase) => holdsPhrase(stemmed, present, phrase)).length;
      if (n) counts.set(groupToken(i), n);
    });
    for (const [term, count] of counts) {
      // A heading or text word counts more when repeated, but only logarithmically.
      const repeat =
        field === "text"
          ? Math.min(3, 1 + Math.log(count))
          : field === "headings"
            ? Math.min(1.5, 1 + Math.log(count) / 2)
            : 1;
      weights.set(term, (weights.get(term) ?? 0) + FIELD_WEIGHTS[field] * repeat);
    }
  }
  return weights;
}

/** The index of the given pages. `related` pairs routes about one subject. */
export function buildSearchIndex(
  sources: SearchSource[],
  synonymGroups: string[][],
  related: [string, string][] = [],
): SearchIndex {
  const synonyms = synonymPhrases(synonymGroups);
  const phraseStems = synonyms.map((group) => group.map((phrase) => phrase.split(" ")));
  // A site's vocabulary is small beside its word count: each word is stemmed once.
  const stems = new Map<string, string>();
  const stem = (word: string) => stems.get(word) ?? stems.set(word, czechStem(word)).get(word)!;
  const sections = [...new Set(sources.map((s) => s.section))];
  const postings = new Map<string, [number, number][]>();
  sources.forEach((source, doc) => {
    for (const [term, weight] of termWeights(source, phraseStems, stem)) {
      const list = postings.get(term) ?? [];
      list.push([doc, Math.max(1, Math.round(weight))]);
      postings.set(term, list);
    }
  });
  const terms = [...postings.keys()].sort();
  const docNumber = new Map(sources.map((s, i) => [s.route, i]));
  return {
    version: 2,
    sections,
    docs: sources.map((s) => [s.route, s.title, sections.indexOf(s.section), s.description, s.headings.join("\n")]),
    terms,
    postings: terms.map((term) => {
      let previous = 0;
      return postings
        .get(term)!
        .map(([doc, weight]) => {
          const delta = (doc - previous).toString(36);
          previous = doc;
          return `${delta}.${weight.toString(36)}`;
        })
        .join(" ");
    }),
    synonyms,
    related: related.flatMap(([a, b]) =>
      docNumber.has(a) && docNumber.has(b) ? [[docNumber.get(a)!, docNumber.get(b)!] as [number, number]] : [],
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Searching

/** At most one edit (insertion, deletion, substitution or two neighbours swapped) apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** How much a match of each kind counts against the word as typed. */
const MATCH_KIND = { exact: 1, synonym: 0.9, prefix: 0.6, typo: 0.5 } as const;
/** How much more a page counts when the query is its address (without /docs/) in other words. */
const SLUG_BONUS = 1.5;
/** A word being typed matches at most this many terms it begins. */
const MAX_PREFIX_TERMS = 100;
/** Typos are forgiven from this many letters on. */
export const TYPO_MIN_LENGTH = 5;

type Alternative = { term: number; factor: number };
type Searchable = {
  index: SearchIndex;
  postings: Map<number, number>[];
  idf: number[];
  titles: string[][];
  slugs: string[];
};

function decode(index: SearchIndex): Searchable {
  const docs = index.docs.length;
  const postings = index.postings.map((line) => {
    const map = new Map<number, number>();
    let doc = 0;
    for (const pair of line.split(" ")) {
      const [delta, weight] = pair.split(".");
      doc += parseInt(delta, 36);
      map.set(doc, parseInt(weight, 36));
    }
    return map;
  });
  const titles = index.docs.map(([, title]) =>
    queryWords(title)
      .filter((w) => !STOPWORDS.has(w))
      .map(czechStem),
  );
  // Without stopwords, as a query is: "jak funguje api" names /jak-funguje-api/.
  const slugs = index.docs.map(([route]) =>
    [
      ...new Set(
        queryWords(route.replace(/^\/docs\//, "/"))
          .filter((w) => !STOPWORDS.has(w))
          .map(czechStem),
      ),
    ]
      .sort()
      .join(" "),
  );
  return { index, postings, idf: postings.map((p) => Math.log(1 + docs / p.size)), titles, slugs };
}

/** The first term at or after `word` in the sorted list. */
function lowerBound(terms: string[], word: string): number {
  let [lo, hi] = [0, terms.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

type QueryWord = { word: string; stem: string; alternatives: Alternative[] };

/** The stems of a query with each synonym phrase in it (the longest where they overlap) replaced by
 * the first phrase of its group, the words the site's pages use: "bulk sms" is searched as
 * "hromadné sms" too. Null when the query holds no phrase other than a first one. */
export function canonicalStems(stems: string[], synonyms: string[][]): string[] | null {
  const result: string[] = [];
  let changed = false;
  for (let i = 0; i < stems.length;) {
    let best: { length: number; first: string[]; same: boolean } | undefined;
    for (const group of synonyms) {
      for (const phrase of group) {
        const parts = phrase.split(" ");
        if ((best && parts.length <= best.length) || !parts.every((p, j) => stems[i + j] === p)) continue;
        best = { length: parts.length, first: group[0].split(" "), same: phrase === group[0] };
      }
    }
    if (!best) {
      result.push(stems[i++]);
      continue;
    }
    result.push(...best.first);
    changed ||= !best.same;
    i += best.length;
  }
  return changed ? result : null;
}

/** Each query word with the terms it may match: its stem, synonym groups it is part of, terms
 * it begins (the last word, still being typed) and, when nothing matches exactly, terms one edit
 * away. `typing`: the last word may be unfinished. */
function analyse(words: { word: string; stem: string }[], typing: boolean, { index }: Searchable): QueryWord[] {
  const all = words.map(({ word, stem }) => ({
    word,
    stem,
    alternatives: [] as Alternative[],
    stop: STOPWORDS.has(word),
  }));
  const termNumber = (term: string) => {
    const i = lowerBound(index.terms, term);
    return index.terms[i] === term ? i : -1;
  };
  // Synonym phrases are found among all the words, stopwords included ("o nás").
  const stemsOf = all.map((w) => w.stem);
  const groupsAt = all.map((_, position) =>
    index.synonyms.flatMap((group, g) => {
      const covers = group.some((phrase) => {
        const parts = phrase.split(" ");
        return parts.some((_, k) => parts.every((p, j) => stemsOf[position - k + j] === p));
      });
      return covers ? [g] : [];
    }),
  );
  const meaningful = all.filter((w) => !w.stop || groupsAt[all.indexOf(w)].length);
  const result: QueryWord[] = meaningful.length ? meaningful : all;
  result.forEach((entry, position) => {
    const add = (term: number, factor: number) => {
      if (term < 0) return;
      const known = entry.alternatives.find((a) => a.term === term);
      if (!known) entry.alternatives.push({ term, factor });
      else known.factor = Math.max(known.factor, factor);
    };
    add(termNumber(entry.stem), MATCH_KIND.exact);
    if (entry.word !== entry.stem) add(termNumber(entry.word), MATCH_KIND.exact);
    for (const g of groupsAt[all.indexOf(entry as (typeof all)[number])])
      add(termNumber(groupToken(g)), MATCH_KIND.synonym);
    const last = position === result.length - 1;
    if (last && typing) {
      const from = lowerBound(index.terms, entry.word);
      for (
        let i = from;
        i < index.terms.length && i < from + MAX_PREFIX_TERMS && index.terms[i].startsWith(entry.word);
        i++
      )
        add(i, MATCH_KIND.prefix);
    }
    // A word the synonym list knows is no typo: "pricing" is not "příčin".
    const known = entry.alternatives.some((a) => a.factor >= MATCH_KIND.synonym);
    if (!known && entry.word.length >= TYPO_MIN_LENGTH && !/\d/.test(entry.word)) {
      index.terms.forEach((term, i) => {
        if (term.length < 3 || term.startsWith("~")) return;
        // The stem one edit away, or the typed word one edit from the term plus a short ending.
        const near =
          withinOneEdit(entry.stem, term) ||
          [0, 1, -1].some((d) => {
            const head = entry.word.slice(0, term.length + d);
            return (
              term.length >= 4 &&
              entry.word.length - head.length <= 3 &&
              withinOneEdit(head, term) &&
              czechStem(term + entry.word.slice(head.length)) === term
            );
          });
        if (near) add(i, MATCH_KIND.typo);
      });
    }
  });
  return result;
}

/** Scores of the pages matching a query, best first. */
function score(searchable: Searchable, words: QueryWord[]): { doc: number; score: number }[] {
  const scores = new Map<number, { sum: number; matched: number }>();
  for (const word of words) {
    const best = new Map<number, number>();
    for (const { term, factor } of word.alternatives) {
      const idf = searchable.idf[term];
      for (const [doc, weight] of searchable.postings[term]) {
        const value = factor * idf * weight;
        if (value > (best.get(doc) ?? 0)) best.set(doc, value);
      }
    }
    for (const [doc, value] of best) {
      const entry = scores.get(doc) ?? { sum: 0, matched: 0 };
      entry.sum += value;
      entry.matched += 1;
      scores.set(doc, entry);
    }
  }
  // Pages matching every word first: a missing word costs much more than a weaker match. Then
  // the share of the title the query covers: "WhatsApp" prefers "WhatsApp Business pro firmy" to
  // a longer title that merely mentions it.
  const matchedTerms = new Set(words.flatMap((w) => w.alternatives.map((a) => searchable.index.terms[a.term])));
  const titleShare = (doc: number) => {
    const title = searchable.titles[doc];
    return title.length ? title.filter((stem) => matchedTerms.has(stem)).length / title.length : 0;
  };
  // A page whose address says exactly what was asked for is that subject's page: "sms" is /sms/,
  // "kontakt" /docs/kontakt/.
  const asked = [...new Set(words.map((w) => w.stem))].sort().join(" ");
  const slugNamed = (doc: number) => (searchable.slugs[doc] === asked ? SLUG_BONUS : 1);
  return [...scores]
    .map(([doc, { sum, matched }]) => ({
      doc,
      score: sum * (matched / words.length) ** 2 * (1 + titleShare(doc)) * slugNamed(doc),
    }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
}

/** Two pages about one subject stay together: the weaker one right after the stronger. */
function keepRelatedTogether(ranked: number[], related: [number, number][]): number[] {
  const partner = new Map<number, number>();
  for (const [a, b] of related) {
    partner.set(a, b);
    partner.set(b, a);
  }
  const result: number[] = [];
  const placed = new Set<number>();
  for (const doc of ranked) {
    if (placed.has(doc)) continue;
    result.push(doc);
    placed.add(doc);
    const other = partner.get(doc);
    if (other !== undefined && ranked.includes(other) && !placed.has(other)) {
      result.push(other);
      placed.add(other);
    }
  }
  return result;
}

/** A passage around the first match, at most about `max` characters. */
function cut(text: string, at: number, max: number): { text: string; offset: number } {
  if (text.length <= max) return { text, offset: 0 };
  let start = Math.max(0, at - Math.floor(max / 3));
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + max);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return {
    text: `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`,
    offset: start > 0 ? start - 1 : 0,
  };
}

const SNIPPET_LENGTH = 160;

/** The description or heading holding most of the matched words, those words marked. */
function snippet(passages: string[], matches: (word: string) => boolean): SnippetPart[] {
  const marked = passages.map((passage) => {
    const spans: [number, number][] = [];
    for (const m of passage.matchAll(/[\p{L}\p{N}]+(?:[ \u00a0\u202f]\d{3})*/gu)) {
      if (matches(m[0])) spans.push([m.index!, m.index! + m[0].length]);
    }
    return { passage, spans };
  });
  const best = marked.reduce((a, b) => (b.spans.length > a.spans.length ? b : a), marked[0]);
  if (!best || !best.passage) return [];
  const { text, offset } = cut(best.passage, best.spans[0]?.[0] ?? 0, SNIPPET_LENGTH);
  const parts: SnippetPart[] = [];
  let position = 0;
  for (const [from, to] of best.spans.map(([a, b]) => [a - offset, b - offset])) {
    if (from < 0 || to > text.length) continue;
    if (from > position) parts.push({ text: text.slice(position, from), mark: false });
    parts.push({ text: text.slice(from, to), mark: true });
    position = to;
  }
  if (position < text.length) parts.push({ text: text.slice(position), mark: false });
  return parts;
}

export type Searcher = (query: string, limit?: number) => SearchResult[];

/** A search over a loaded index. */
export function createSearcher(index: SearchIndex): Searcher {
  const searchable = decode(index);
  return (query, limit = SEARCH_RESULT_LIMIT) => {
    const typed = queryWords(query).map((word) => ({ word, stem: czechStem(word) }));
    const words = analyse(typed, !/\s$/.test(query), searchable);
    if (!words.length) return [];
    // The query in the pages' own words too, when it used another phrase of a synonym group: a page
    // adds its score for that reading, weighed as a synonym match, so "bulk sms" ranks as
    // "hromadné sms" does while pages with the typed words themselves still count.
    const canonical = canonicalStems(
      typed.map((w) => w.stem),
      index.synonyms,
    );
    const rewritten = canonical
      ? analyse(
          canonical.map((stem) => ({ word: stem, stem })),
          false,
          searchable,
        )
      : [];
    const scores = new Map(score(searchable, words).map((s) => [s.doc, s.score]));
    if (rewritten.length)
      for (const s of score(searchable, rewritten))
        scores.set(s.doc, (scores.get(s.doc) ?? 0) + MATCH_KIND.synonym * s.score);
    const ranked = keepRelatedTogether(
      [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([doc]) => doc),
      index.related,
    ).slice(0, limit);
    const matchedTerms = new Set(
      [...words, ...rewritten].flatMap((w) => w.alternatives.map((a) => index.terms[a.term])),
    );
    // A synonym marks the words it is made of only when it is one word: "stav" alone is not "stav doručení".
    const synonymWords = new Set(
      [...words, ...rewritten].flatMap((w) =>
        w.alternatives
          .filter((a) => index.terms[a.term].startsWith("~"))
          .flatMap((a) => index.synonyms[Number(index.terms[a.term].slice(1))].filter((p) => !p.includes(" "))),
      ),
    );
    const matches = (word: string) => {
      const folded = queryWords(word)[0] ?? "";
      const stem = czechStem(folded);
      return !STOPWORDS.has(folded) && (matchedTerms.has(stem) || matchedTerms.has(folded) || synonymWords.has(stem));
    };
    return ranked.map((doc) => {
      const [route, title, section, description, headings] = index.docs[doc];
      return {
        route,
        title,
        section: index.sections[section],
        snippet: snippet([description, ...headings.split("\n").filter(Boolean)], matches),
      };
    });
  };
}
