// The strings of the API's downloads (src/components/ApiDownloads), which every docs page carries in
// its template's code; the rest of the API docs' strings are in ./cs-api.ts, which only the pages
// that show them load.

export const csApiDownloads = {
  specsLabel: "Specifikace OpenAPI",
  postman: "kolekce pro Postman",
  downloadSpec: "Stáhnout OpenAPI",
  downloadPostman: "Stáhnout kolekci pro Postman",
} as const;
