import { readStorage, writeStorage } from "../lib/storage";

// Code tabs (src/components/Tabs) are radio inputs, their labels and panels: CSS shows the panel
// of the checked input, so switching works before and without any script. This adds what needs
// JavaScript: a group (`data-group`, e.g. "language") remembers its choice across pages, every
// group of that id on the page follows a choice, and so do other browser tabs (the `storage` event).

const KEY_PREFIX = "depese.tabs.";
export const tabGroupKey = (groupId: string) => `${KEY_PREFIX}${groupId}`;

const radiosOf = (tabs: Element) => [...tabs.querySelectorAll<HTMLInputElement>("input[data-tab]")];

/** Checks the radio with this label in every tab set of the group. Every radio of a set is set
 * explicitly, so React's hydration of `defaultChecked` cannot undo the choice. */
export function showInGroup(root: ParentNode, groupId: string, label: string | null) {
  if (!label) return;
  for (const tabs of root.querySelectorAll(`[data-tabs][data-group="${CSS.escape(groupId)}"]`)) {
    const radios = radiosOf(tabs);
    if (!radios.some((radio) => radio.value === label)) continue;
    for (const radio of radios) radio.checked = false;
    for (const radio of radios) if (radio.value === label) radio.checked = true;
  }
}

/** Shows each group's remembered choice; for a page just shown. */
export function restoreTabs(root: ParentNode) {
  const groups = new Set(
    [...root.querySelectorAll<HTMLElement>("[data-tabs][data-group]")].map((t) => t.dataset.group!),
  );
  for (const group of groups) showInGroup(root, group, readStorage(tabGroupKey(group)));
}

/** Listens for tab choices in the whole document; returns the clean-up. */
export function installTabs(doc: Document): () => void {
  const onChange = (event: Event) => {
    const radio = event.target as HTMLInputElement;
    const group = radio.matches?.("input[data-tab]:checked")
      ? radio.closest<HTMLElement>("[data-tabs]")?.dataset.group
      : undefined;
    if (!group) return;
    writeStorage(tabGroupKey(group), radio.value);
    showInGroup(doc, group, radio.value);
  };
  // Fired only in the other browser tabs of the same origin.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(KEY_PREFIX)) showInGroup(doc, event.key.slice(KEY_PREFIX.length), event.newValue);
  };
  const win = doc.defaultView!;
  doc.addEventListener("change", onChange);
  win.addEventListener("storage", onStorage);
  return () => {
    doc.removeEventListener("change", onChange);
    win.removeEventListener("storage", onStorage);
  };
}
