// The search panel's strings (src/theme/Search/SearchPanel.tsx), which load with it when the search
// is first opened, and those of the plain dialog before React (EarlyDialog, whose content the
// browser keeps from the server's HTML); the button's and the dialog's name are in ./cs.ts.
import { plural } from "../lib/czech-number";

export const csSearch = {
  /** The section a result belongs to, which the build writes into the index (src/node/search.ts). */
  sections: {
    pages: "Stránka",
    help: "Nápověda",
    docs: "Dokumentace",
    company: "Společnost",
    api: "API",
    blog: "Blog",
    prices: "Ceník",
    tools: "Nástroj",
  },
  label: "Hledaný výraz",
  placeholder: "Hledat stránky, dokumentaci, blog a ceny",
  loading: "Načítám vyhledávání…",
  fallback: { label: "Kam dál", help: "Nápověda", contact: "Kontakt na podporu", prices: "Ceník" },
  failed: "Vyhledávání se nepodařilo načíst. Zkontrolujte připojení k internetu.",
  retry: "Zkusit znovu",
  hint: "Začněte psát. Hledáme ve stránkách, dokumentaci, API, blogu i cenách do 190 zemí.",
  nothing: (query: string) => `Pro „${query}“ jsme nic nenašli. Zkuste jiné slovo, nebo pokračujte jinudy:`,
  count: (n: number) => `${n} ${plural(n, "výsledek", "výsledky", "výsledků")}`,
  firstOf: (n: number) => `Prvních ${n} výsledků – upřesněte hledání dalším slovem.`,
} as const;
