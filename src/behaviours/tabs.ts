import { readStorage, writeStorage } from "../lib/storage";

// Code tabs (src/components/Tabs) are radio inputs, their labels and panels: CSS shows the panel
// of the checked input, so switching works before and without any script. This adds what needs
// JavaScript: a group (`data-group`, e.g. "language") remembers its choice across pages, every
// set of that group on the page follows a choice, and so do other browser tabs (`storage` event).

const PREFIX = "depese.tabs.";
export const tabGroupKey = (groupId: string) => PREFIX + groupId;

/** Checks the radio with this label in one set of tabs, if it has one. Every radio of the set is
 * set explicitly, so React's hydration of `defaultChecked` cannot undo the choice. */
function show(tabs: Element, label: string | null) {
  const chosen = label && tabs.querySelector(`input[data-tab][value="${CSS.escape(label)}"]`);
  if (chosen) tabs.querySelectorAll<HTMLInputElement>("input[data-tab]").forEach((r) => (r.checked = r === chosen));
}

export function showInGroup(root: ParentNode, groupId: string, label: string | null) {
  root.querySelectorAll(`[data-tabs][data-group="${CSS.escape(groupId)}"]`).forEach((tabs) => show(tabs, label));
}

/** Shows each group's remembered choice; for a page just shown. */
export function restoreTabs(root: ParentNode) {
  root
    .querySelectorAll<HTMLElement>("[data-tabs][data-group]")
    .forEach((tabs) => show(tabs, readStorage(tabGroupKey(tabs.dataset.group!))));
}

/** Listens for tab choices in the whole document, and in other browser tabs. */
export function installTabs(doc: Document) {
  doc.addEventListener("change", (event) => {
    const radio = event.target as HTMLInputElement;
    const group = radio.matches("input[data-tab]") && radio.closest<HTMLElement>("[data-tabs]")!.dataset.group;
    if (!group) return;
    writeStorage(tabGroupKey(group), radio.value);
    showInGroup(doc, group, radio.value);
  });
  // Fired only in the other browser tabs of the same origin.
  window.addEventListener("storage", ({ key, newValue }) => {
    if (key && key.indexOf(PREFIX) === 0) showInGroup(doc, key.slice(PREFIX.length), newValue);
  });
}
