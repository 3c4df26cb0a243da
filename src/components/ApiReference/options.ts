import type { AppStore } from "redoc";
import { SCROLL_Y_OFFSET } from "./scroll-offset";

// Redoc's settings, shared by the browser (./live.tsx) and the build, which renders the same
// reference into the page's HTML (src/node/api-reference-html.ts), so both show one reference.

export { SCROLL_Y_OFFSET };

/** docs/product-spec.md §2.3: no download/client button, no search, light mode; Redoc has no try-it button or
 * models section of its own. */
export const redocOptions = {
  hideDownloadButton: true,
  hideDownloadButtons: true,
  disableSearch: true,
  hideLoading: true,
  // Examples open fully, so a developer sees the whole payload without clicking.
  jsonSampleExpandLevel: "all",
  nativeScrollbars: true,
  scrollYOffset: SCROLL_Y_OFFSET,
  expandResponses: "200,201",
  // Redoc's own labels in Czech (the few it lets us change).
  labels: {
    enum: "Výčet",
    enumSingleValue: "Hodnota",
    enumArray: "Položky",
    default: "Výchozí",
    deprecated: "Zastaralé",
    example: "Příklad",
    examples: "Příklady",
    recursive: "Rekurzivní",
    arrayOf: "Pole ",
    webhook: "Událost",
    const: "Hodnota",
    noResultsFound: "Nic nenalezeno",
    download: "Stáhnout",
    downloadSpecification: "Stáhnout specifikaci OpenAPI",
    responses: "Odpovědi",
    callbackResponses: "Odpovědi na zpětné volání",
    requestSamples: "Ukázky požadavků",
    responseSamples: "Ukázky odpovědí",
  },
  theme: {
    // Redoc's error red (#d41f1c) on its tinted background is 4.3:1; this one is AA for the status codes.
    colors: { primary: { main: "#0b3d91" }, error: { main: "#b3261e" }, text: { primary: "#1a1d24" } },
    typography: {
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
      code: { fontFamily: "ui-monospace, Menlo, Consolas, monospace" },
    },
    sidebar: { backgroundColor: "#f3f6fb", textColor: "#1a1d24" },
    rightPanel: { backgroundColor: "#0f1b33" },
  },
};

type MenuItem = { type: string; expand: () => void; collapse: () => void };

/** Every tag open in the menu, and kept open while the reader scrolls (docs/product-spec.md §2.3). */
export function openAllTags(store: AppStore): void {
  for (const item of store.menu.flatItems as unknown as MenuItem[]) {
    if (item.type !== "tag" && item.type !== "group") continue;
    item.expand();
    item.collapse = () => {};
  }
}
