import { MENU_BUTTON } from "./markup";

// The build's rendering of the reference reads without any script; live Redoc is loaded when the
// visitor first does something on the page rather than during its load, when it would hold the
// main thread for a few hundred milliseconds on a phone. Until it is there, the static menu
// scrolls to its sections (from the first paint: src/lib/early-controls.ts), and a tap on any other control of Redoc's (sample and response tabs,
// responses, expand, copy, the phone's menu button) is replayed on the same control of live Redoc,
// even a tap made before the page's scripts ran.

/** What counts as using the page: a touch or click, the pointer over it, a key, a wheel turn, a
 * scroll or focus moving into it. */
const FIRST_USE_EVENTS = ["pointerdown", "pointerover", "touchstart", "keydown", "wheel", "scroll", "focusin"];

/** Clicks the static markup handles itself: links, form fields and the menu (below). */
const HANDLED = "a[href], select, input, textarea, [data-item-id]";

/** Where an element sits: the Redoc section (data-section-id) around it, or none for the menu, and
 * the child indices from there; live Redoc has the same elements (./markup.ts). */
type Place = { section: string | null; path: number[]; tag: string };

function placeOf(wrap: Element, target: Element): Place {
  const path: number[] = [];
  let element = target;
  while (element !== wrap && !element.hasAttribute("data-section-id") && element.parentElement) {
    path.unshift(Array.prototype.indexOf.call(element.parentElement.children, element));
    element = element.parentElement;
  }
  return { section: element === wrap ? null : element.getAttribute("data-section-id"), path, tag: target.localName };
}

function elementAt(wrap: Element, { section, path, tag }: Place): Element | null {
  let element = section === null ? wrap : wrap.querySelector(`[data-section-id="${CSS.escape(section)}"]`);
  for (const index of path) element = element?.children[index] ?? null;
  return element?.localName === tag ? element : null;
}

/** Waiting for the first use: `stop` stops waiting, `replay` clicks the controls tapped on the
 * static markup on the same controls of live Redoc (`live` holds its .redoc-wrap). */
export type Waiting = { stop: () => void; replay: (live: Element) => void };

/**
 * Calls `start` once, on the first use of the page `reference` (the container holding the build's
 * rendering); records the taps on the static markup meanwhile.
 */
export function whenFirstUsed(reference: HTMLElement, start: () => void): Waiting {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onUse, options);
  };
  function onUse() {
    stop();
    start();
  }
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onUse, options);
  const wrap = reference.firstElementChild;
  const menuButton = wrap?.querySelector(MENU_BUTTON);
  let taps: (Place & { onMenuButton: boolean })[] = [];
  // On the static markup only: live Redoc replaces it, and this listener goes with it.
  wrap?.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("[data-item-id]")) {
      // The early controls' script scrolls to the item's section. The static menu has closed on a phone (its button lost the focus): live Redoc's stays closed.
      taps = taps.filter((tap) => !tap.onMenuButton);
    } else if (!event.defaultPrevented && !target.closest(HANDLED))
      taps.push({ ...placeOf(wrap, target), onMenuButton: !!menuButton?.contains(target) });
  });
  // A tap before any script had run (this runs when React hydrates the page) left its control
  // focused (./markup.ts): it counts now, as the page's first use. Focus from the keyboard is no tap.
  const focused = document.activeElement;
  if (wrap?.contains(focused) && focused !== wrap && !focused!.matches(":focus-visible")) {
    focused!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    onUse();
  }
  const replay = (live: Element) => {
    const liveWrap = live.firstElementChild;
    for (const place of taps.splice(0)) {
      const control = liveWrap && elementAt(liveWrap, place);
      control?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    }
  };
  return { stop, replay };
}
