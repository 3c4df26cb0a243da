// Visible strings of the blog: apart from cs.ts, which every page's
// first load carries, so only the pages that show them load them.
import { formatNumber, plural } from "../lib/czech-number";

export const csBlog = {
  title: "Blog",
  description:
    "Tipy, návody a příklady z hromadných SMS a firemních zpráv: jak psát kampaně, jak funguje doručování a co říká zákon.",
  lead: "Tipy, návody a zkušenosti z rozesílání SMS, WhatsApp a RCS zpráv.",
  listPage: (n: number, count: number) => `Blog – strana ${n} z ${count}`,
  pagination: "Stránkování článků",
  newer: "← Novější články",
  older: "Starší články →",
  pageOf: (n: number, count: number) => `Strana ${n} z ${count}`,
  archive: "Archiv článků",
  archiveDescription: "Všechny články blogu Depeše podle roku vydání.",
  tags: "Štítky",
  tagsDescription: "Všechna témata blogu Depeše a počet článků u každého z nich.",
  tag: (name: string) => `Články se štítkem „${name}“`,
  tagDescription: (name: string) => `Články blogu Depeše na téma ${name}.`,
  allTags: "Všechny štítky",
  authors: "Autoři",
  authorsDescription: "Kdo píše blog Depeše: marketing, technika, podpora a integrace.",
  authorPosts: "Publikované články",
  by: "Autoři článku",
  postNav: "Další články",
  previous: "Novější článek",
  next: "Starší článek",
  sidebar: "Články blogu",
  sidebarTitle: "Všechny články",
  sidebarLatest: "Nejnovější články",
  // Genitive after "všech": "článků" for any count the sidebar can reach (over 30).
  sidebarArchive: (n: number) => `Archiv: všech ${formatNumber(n)}\u00a0článků\u00a0→`,
  feed: "RSS kanál",
  feedTitle: "Blog Depeše",
  feedDescription: "Tipy, návody a příklady z hromadných SMS a firemních zpráv.",
  links: "Odkazy",
  posts: (n: number) => `${n}\u00a0${plural(n, "článek", "články", "článků")}`,
} as const;
