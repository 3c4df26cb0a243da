import { createContext } from "react";
import { noProductFacts, type ProductFacts } from "../../lib/product-facts";

// The facts a page or doc shows (content/facts.yaml), apart from the components: the page and
// doc templates query them by the keys in the page's context (src/node/product-facts.ts) and
// provide them here.
export const ProductFactsContext = createContext<ProductFacts>(noProductFacts);
