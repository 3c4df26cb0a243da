import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const gatsby = vi.hoisted(() => ({ navigate: vi.fn(), prefetchPathname: vi.fn() }));
vi.mock("gatsby", () => gatsby);
const { installLinks, linksReady, pageHref } = await import("./links");

// happy-dom reports no intersections; the test drives the observer the behaviour creates.
let intersect: (targets: Element[]) => void = () => {};
class FakeIntersectionObserver {
  observed = new Set<Element>();
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    intersect = (targets) =>
      callback(targets.filter((t) => this.observed.has(t)).map((target) => ({ target, isIntersecting: true })));
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {}
}

const hovering = vi.fn();
// Installed once, as gatsby-browser.tsx does; each test brings its own links.
beforeAll(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  (window as unknown as { ___loader: object }).___loader = { hovering };
  installLinks(document);
  linksReady();
});
beforeEach(async () => {
  document.body.innerHTML = `<a href="/sms/">SMS</a><a href="/ceny/cenik.json">JSON</a>
    <a href="https://example.com/">jinde</a><a href="/viber/" target="_blank">nové okno</a><a href="#cast">část</a>`;
  await new Promise((resolve) => setTimeout(resolve, 0));
});
afterEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(navigator, "connection", { value: undefined, configurable: true });
  document.body.innerHTML = "";
});

const link = (text: string) => [...document.querySelectorAll("a")].find((a) => a.textContent === text)!;
/** Whether the behaviour took the click over; the browser's own following of the link is then
 * stopped, so happy-dom never leaves the page. */
const click = (el: Element, init: MouseEventInit = {}) => {
  let taken = false;
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", after, { once: true });
  el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  return taken;
};

describe("links behaviour", () => {
  it("tells pages of the site from files, other sites and anchors", () => {
    expect(pageHref("/docs/api/?a=1#b")).toBe("/docs/api/?a=1#b");
    for (const href of ["/ceny/cenik-depese.csv", "//example.com/", "https://www.depese.cz/", "#cast", "mailto:a@b.cz"])
      expect(pageHref(href), href).toBeNull();
  });

  it("navigates on a plain left click to a page of the site, and leaves every other click to the browser", () => {
    expect(click(link("SMS"))).toBe(true);
    expect(gatsby.navigate).toHaveBeenCalledWith("/sms/", undefined);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect(click(link("SMS"), init), JSON.stringify(init)).toBe(false);
    for (const text of ["JSON", "jinde", "nové okno", "část"]) expect(click(link(text)), text).toBe(false);
    expect(gatsby.navigate).toHaveBeenCalledTimes(1);
  });

  it("leaves a click a component already handled", () => {
    link("SMS").addEventListener("click", (e) => e.preventDefault());
    click(link("SMS"));
    expect(gatsby.navigate).not.toHaveBeenCalled();
  });

  it("loads a page at once when its link is pointed at or focused, and queues it when it comes into view", () => {
    link("SMS").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    link("SMS").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(hovering).toHaveBeenCalledWith("/sms/");
    intersect([...document.querySelectorAll("a")]);
    expect(gatsby.prefetchPathname.mock.calls).toEqual([["/sms/"]]);
  });

  it("watches links added later, as a new page or an opened menu adds them", async () => {
    const later = document.createElement("nav");
    later.innerHTML = '<a href="/rcs/#cena">RCS</a>';
    document.body.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    intersect([link("RCS")]);
    expect(gatsby.prefetchPathname).toHaveBeenCalledWith("/rcs/");
  });

  it.for([
    { saveData: true, effectiveType: "4g" },
    { saveData: false, effectiveType: "slow-2g" },
  ])("prefetches nothing with %j", (connection) => {
    Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
    link("SMS").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    intersect([link("SMS")]);
    expect(hovering).not.toHaveBeenCalled();
    expect(gatsby.prefetchPathname).not.toHaveBeenCalled();
  });
});
