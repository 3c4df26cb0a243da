import path from "node:path";
import { buildServer } from "./app";

// `npm run serve`: the production build on http://localhost:9000 (PORT changes it).
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "0.0.0.0";
const root = process.env.PUBLIC_DIR ?? path.resolve("public");

buildServer({ root })
  .then((app) => app.listen({ port, host }))
  .then(() => console.log(`Depeše: produkční web běží na http://localhost:${port}/`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
