import path from "node:path";
import { writePrivacyPolicyPdf } from "../src/node/privacy-pdf";

// `npx tsx scripts/privacy-pdf.ts`: regenerates static/zasady-ochrany-osobnich-udaju.pdf from
// content/legal/zasady-ochrany-osobnich-udaju.md (gatsby build and develop do it on start).
writePrivacyPolicyPdf(path.resolve(__dirname, ".."))
  .then((file) => console.log(`Zásady ochrany osobních údajů: ${path.relative(process.cwd(), file)}`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
