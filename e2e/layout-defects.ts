// What a visitor would notice as broken layout on the page as it is, checked in the browser
// (e2e/landing.test.ts): text cut off or running out of its box, a control lying over text, a
// table or code that scrolls sideways without showing it. Self-contained: it runs in the page.

/** The layout defects of the page as it is, one line each (empty when there are none). */
export function layoutDefects(): string[] {
  const defects: string[] = [];
  const name = (el: Element) => {
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : "";
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}> „${text}“`;
  };
  const report = (what: string, el: Element) => {
    const line = `${what}: ${name(el)}`;
    if (!defects.includes(line)) defects.push(line);
  };
  const style = (el: Element) => getComputedStyle(el);
  const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const TOLERANCE = 1;

  // The page itself scrolls sideways.
  const html = document.documentElement;
  if (html.scrollWidth > window.innerWidth + TOLERANCE) {
    defects.push(`the page is ${html.scrollWidth} px wide in a ${window.innerWidth} px window`);
  }

  // Visually hidden text (.visually-hidden: a 1 px box clipped to nothing) is meant to be cut off.
  const hiddenOnPurpose = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = style(e);
      if (s.clip !== "auto" || s.clipPath !== "none") return true;
      const r = e.getBoundingClientRect();
      if ((r.width <= 1 || r.height <= 1) && s.overflow !== "visible") return true;
    }
    return false;
  };

  /** Scroll containers whose content is wider than they are. */
  const scrollers = new Set<Element>();
  const texts: { node: Text; el: Element; rects: DOMRect[] }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const el = node.parentElement;
    if (!node.data.trim() || !el || el.closest("script, style, noscript, template")) continue;
    if (!visible(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    // [data-peek]: a mock-up's carousel that shows the edge of its next card, cut off on purpose.
    if (rects.length === 0 || hiddenOnPurpose(el) || el.closest("[data-peek]")) continue;
    texts.push({ node, el, rects });

    // Text cut off by an ancestor that hides its overflow; one that scrolls must show it does (below).
    const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
    let scrolled = false;
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = style(a);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const r = a.getBoundingClientRect();
      const left = r.left + a.clientLeft;
      const top = r.top + a.clientTop;
      const outX = rects.some((t) => t.left < left - TOLERANCE || t.right > left + a!.clientWidth + TOLERANCE);
      const outY = rects.some((t) => t.top < top - TOLERANCE || t.bottom > top + a!.clientHeight + TOLERANCE);
      if ((outX && !scrolls(s.overflowX)) || (outY && !scrolls(s.overflowY))) report("text is cut off", a);
      if (outX && scrolls(s.overflowX)) scrollers.add(a);
      scrolled ||= scrolls(s.overflowX);
    }
    // Text sticking out of the box it sits in (a word wider than its column), unless that box
    // scrolls sideways.
    if (scrolled) continue;
    let box: Element = el;
    while (box.parentElement && ["inline", "contents"].includes(style(box).display)) box = box.parentElement;
    const b = box.getBoundingClientRect();
    if (rects.some((r) => r.left < b.left - TOLERANCE || r.right > b.right + TOLERANCE)) {
      report("text runs out of its box", box);
    }
  }

  // A table wider than its column must scroll (itself, as global.css makes tables, or a wrapper).
  for (const table of document.querySelectorAll("table")) {
    if (!visible(table)) continue;
    let container = table.parentElement!;
    while (["inline", "contents"].includes(style(container).display)) container = container.parentElement!;
    const scrolling = [table, container].find((e) => ["auto", "scroll"].includes(style(e).overflowX));
    if (scrolling) {
      if (scrolling.scrollWidth > scrolling.clientWidth + TOLERANCE) scrollers.add(scrolling);
    } else if (table.getBoundingClientRect().width > container.clientWidth + TOLERANCE) {
      report(`table wider than its ${container.clientWidth} px column and not scrolling`, table);
    }
  }

  // What scrolls sideways shows it: a scrollbar, or the scroll shadow of global.css (a gradient
  // background on the scrolling box).
  for (const el of scrollers) {
    const s = style(el);
    const scrollbar = el.getBoundingClientRect().height - el.clientHeight - el.clientTop * 2;
    if (scrollbar < 4 && !s.backgroundImage.includes("gradient")) {
      report("scrolls sideways without a visible hint", el);
    }
  }

  // Something clickable laid over text (a copy button over the first line of code).
  const controls = document.querySelectorAll("a, button, input, select, textarea, summary, [role=button], [tabindex]");
  for (const control of controls) {
    // A control that appears on hover or focus (opacity 0 until then) covers the text then.
    if (!control.checkVisibility({ visibilityProperty: true })) continue;
    const position = style(control).position;
    if (position !== "absolute" && position !== "fixed") continue;
    const c = control.getBoundingClientRect();
    if (c.width === 0 || c.height === 0) continue;
    for (const { el, rects } of texts) {
      if (control.contains(el)) continue;
      const over = rects.some(
        (r) =>
          Math.min(r.right, c.right) - Math.max(r.left, c.left) > 2 &&
          Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top) > 2,
      );
      if (over) report(`${name(control)} lies over text`, el);
    }
  }
  return defects;
}
