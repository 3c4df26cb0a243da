import { SCROLL_Y_OFFSET } from "./options";

// The build's rendering of the reference reads without any script; live Redoc is loaded when the
// visitor first does something on the page rather than during its load, when it would hold the
// main thread for a few hundred milliseconds on a phone.

/** What counts as using the page: a touch or click, the pointer over it, a key, a wheel turn, a
 * scroll or focus moving into it. */
const FIRST_USE_EVENTS = ["pointerdown", "pointerover", "touchstart", "keydown", "wheel", "scroll", "focusin"];

/**
 * Calls `start` once, on the first use of the page; until then a click on an item of the static
 * reference's menu scrolls to its section, as live Redoc would. Returns a function that stops
 * waiting.
 */
export function whenFirstUsed(reference: HTMLElement, start: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onUse, options);
  };
  function onUse() {
    stop();
    start();
  }
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onUse, options);
  // On the static markup only: live Redoc replaces it, and this listener goes with it.
  reference.firstElementChild?.addEventListener("click", (event) => {
    const id = (event.target as Element).closest("[data-item-id]")?.getAttribute("data-item-id");
    const section = id ? document.getElementById(id) : null;
    if (!section) return;
    window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - SCROLL_Y_OFFSET });
    history.replaceState(history.state, "", `#${id}`);
  });
  return stop;
}
