// The search panel's strings (src/theme/Search/SearchPanel.tsx), which load with it when the search
// is first opened; the button's and the dialog's are in ./cs.ts.
import { plural } from "../lib/czech-number";

export const csSearch = {
  failed: "Vyhledávání se nepodařilo načíst. Zkontrolujte připojení k internetu.",
  retry: "Zkusit znovu",
  hint: "Začněte psát. Hledáme ve stránkách, dokumentaci, API, blogu i cenách do 190 zemí.",
  nothing: (query: string) => `Pro „${query}“ jsme nic nenašli. Zkuste jiné slovo, nebo pokračujte jinudy:`,
  count: (n: number) => `${n} ${plural(n, "výsledek", "výsledky", "výsledků")}`,
  firstOf: (n: number) => `Prvních ${n} výsledků – upřesněte hledání dalším slovem.`,
} as const;
