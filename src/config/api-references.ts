// The two API specifications: their files in openapi/ (served at /openapi/), Redoc reference
// routes and titles. Browser-safe, so pages can link the downloads.
export const apiReferences = [
  { route: "/api-json-v1/", file: "jsonapi_v1.yaml", api: "json", title: "Reference JSON API v1", name: "JSON API v1" },
  {
    route: "/api-waba-restapi-v1/",
    file: "waba_restapi_v1.yaml",
    api: "waba",
    title: "Reference WhatsApp Business REST API v1",
    name: "WhatsApp Business REST API v1",
  },
] as const;

/** jsonapi_v1.yaml → jsonapi_v1.postman_collection.json */
export const postmanFileOf = (file: string) => file.replace(/\.yaml$/, ".postman_collection.json");
