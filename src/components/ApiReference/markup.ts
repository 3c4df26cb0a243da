// Changes to Redoc's markup other than its labels, made to the build's rendering
// (src/node/api-reference-html.ts) and to live Redoc before it paints (./live.tsx), so that both
// have the same elements: a tap on the first is replayed on the same place of the second
// (./first-use.ts).

/** The phone's menu button: the element after Redoc's menu. */
export const MENU_BUTTON = ".menu-content + div";

/** Redoc's controls that a tap does not focus: its menu button on a phone (a <div>) and the tabs
 * other than the selected one (react-tabs gives them no tabindex). */
const UNFOCUSABLE = `${MENU_BUTTON}, [role=tab]:not([tabindex])`;

/**
 * Drops Redoc's own h1 (the specification's title repeats the page's h1, and a page has one h1),
 * and lets a tap focus each of Redoc's controls (out of the tab order), so that a tap before any
 * script has run is remembered by the browser (./first-use.ts); the static menu opens while its
 * button has the focus (./styles.module.css).
 */
export function adaptRedocMarkup(root: Element): void {
  for (const title of Array.from(root.querySelectorAll(".api-info > h1"))) title.remove();
  for (const control of Array.from(root.querySelectorAll(UNFOCUSABLE))) control.setAttribute("tabindex", "-1");
}
