// Changes to Redoc's markup other than its labels, made to the build's rendering
// (src/node/api-reference-html.ts) and to live Redoc before it paints (./live.tsx), so that both
// have the same elements: a tap on the first is replayed on the same place of the second
// (./first-use.ts).

/** The phone's menu button: the element after Redoc's menu. */
export const MENU_BUTTON = ".menu-content + div";

/**
 * Drops Redoc's own h1 (the specification's title repeats the page's h1, and a page has one h1),
 * and lets its menu button on a phone take focus when tapped (it is a <div>), so that a tap before
 * any script has run is remembered by the browser (./first-use.ts) and opens the static menu
 * (./styles.module.css).
 */
export function adaptRedocMarkup(root: Element): void {
  for (const title of Array.from(root.querySelectorAll(".api-info > h1"))) title.remove();
  for (const button of Array.from(root.querySelectorAll(MENU_BUTTON))) button.setAttribute("tabindex", "-1");
}
