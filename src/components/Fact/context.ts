import { createContext } from "react";
import { noProductFacts, type ProductFacts } from "../../lib/product-facts";

// The facts a page or doc shows (content/facts.yaml), apart from the components: the page and
// doc templates provide them from the page's context (src/node/product-facts.ts).
export const ProductFactsContext = createContext<ProductFacts>(noProductFacts);
