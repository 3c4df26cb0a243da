import { navigate, prefetchPathname } from "gatsby";
import { TAB_GROUP_EVENT, tabGroupKey } from "../hooks/useTabGroup";
import { readStorage, writeStorage } from "../lib/storage";

// What a page body that arrives as static HTML (src/components/landing.browser.tsx) needs from
// JavaScript, done by a few listeners on the body instead of hydrating every element: internal
// links navigate and prefetch like Gatsby's Link, code tabs switch (and remember the language like
// <Tabs groupId>), copy buttons copy. Everything else in the body is plain HTML and CSS.

/** A link to a page of this site (not a file, another origin, a new tab or a download). */
function internalPath(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute("href") ?? "";
  if (!href.startsWith("/") || href.startsWith("//") || link.target || link.hasAttribute("download")) return null;
  if (/\.[a-z0-9]{2,5}(?:[?#]|$)/i.test(href)) return null;
  return href;
}

function selectTab(tab: HTMLElement, focus: boolean) {
  const list = tab.closest<HTMLElement>('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
}

/** Selects the tab with this label in every tab list of the group. */
function applyGroup(root: HTMLElement, group: string, label: string | null) {
  if (!label) return;
  for (const list of root.querySelectorAll<HTMLElement>(`[role="tablist"][data-group="${CSS.escape(group)}"]`)) {
    const tab = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === label);
    if (tab) selectTab(tab, false);
  }
}

function chooseTab(root: HTMLElement, tab: HTMLElement) {
  selectTab(tab, true);
  const group = tab.closest<HTMLElement>('[role="tablist"]')?.dataset.group;
  if (!group) return;
  writeStorage(tabGroupKey(group), tab.textContent);
  window.dispatchEvent(new CustomEvent(TAB_GROUP_EVENT, { detail: { groupId: group, label: tab.textContent } }));
}

/** The button says what it does; its data-copy says it is done (src/components/CodeBlock), so the
 * strings stay in the HTML instead of this script. */
async function copyCode(button: HTMLButtonElement) {
  const label = button.dataset.label ?? (button.dataset.label = button.textContent ?? "");
  const text = button.closest("[data-code-block]")?.querySelector("pre")?.textContent ?? "";
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = button.dataset.copy ?? "";
    setTimeout(() => (button.textContent = label), 2000);
  } catch {
    button.textContent = label;
  }
}

/** Adds the behaviour to a static body; returns the clean-up. */
export function enhanceStaticBody(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const copy = target.closest<HTMLButtonElement>("button[data-copy]");
    if (copy) return void copyCode(copy);
    const tab = target.closest<HTMLElement>('[role="tab"]');
    if (tab) return chooseTab(root, tab);
    const link = target.closest("a");
    const path = link && internalPath(link);
    if (
      !path ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(path);
  };
  // Gatsby's Link prefetches on hover; so do links here (prefetchPathname skips 2g and data saver).
  const onPoint = (event: Event) => {
    const link = (event.target as Element).closest?.("a");
    const path = link && internalPath(link);
    if (path) prefetchPathname(path.split(/[?#]/)[0]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    const tabs = tab ? [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])] : [];
    const i = tab ? tabs.indexOf(tab) : -1;
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 };
    if (i < 0 || !(event.key in moves)) return;
    event.preventDefault();
    chooseTab(root, tabs[(moves[event.key] + tabs.length) % tabs.length]);
  };
  const onGroup = (event: Event) => {
    const { groupId, label } = (event as CustomEvent<{ groupId: string; label: string }>).detail;
    applyGroup(root, groupId, label);
  };
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"][data-group]'))
    applyGroup(root, list.dataset.group!, readStorage(tabGroupKey(list.dataset.group!)));
  root.addEventListener("click", onClick);
  root.addEventListener("mouseover", onPoint);
  root.addEventListener("focusin", onPoint);
  root.addEventListener("keydown", onKeyDown);
  window.addEventListener(TAB_GROUP_EVENT, onGroup);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("mouseover", onPoint);
    root.removeEventListener("focusin", onPoint);
    root.removeEventListener("keydown", onKeyDown);
    window.removeEventListener(TAB_GROUP_EVENT, onGroup);
  };
}
