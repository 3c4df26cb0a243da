import { installCopy } from "./copy";
import { installLinks, linksReady } from "./links";
import { installPriceTable, restorePriceTables } from "./price-table";
import { installTabs, restoreTabs } from "./tabs";

/** Installs every behaviour once for the whole document (gatsby-browser.tsx, onClientEntry), so
 * React-rendered markup and static bodies get the same one. */
export function installBehaviours(doc: Document = document) {
  installTabs(doc);
  installCopy(doc);
  installLinks(doc);
  installPriceTable(doc);
}

/** For a page just shown (first load or navigation): links navigate without reloading from now on,
 * its tab groups show their remembered choice and a price list what its controls say. */
export const pageShown = (doc: Document = document) => {
  linksReady();
  restoreTabs(doc);
  restorePriceTables(doc);
};
