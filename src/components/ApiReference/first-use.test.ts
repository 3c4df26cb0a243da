import { afterEach, describe, expect, it, vi } from "vitest";
import { whenFirstUsed } from "./first-use";

// The build's rendering of Redoc and live Redoc have the same elements (./markup.ts).
const REDOC = `<div class="redoc-wrap"><div class="menu-content"></div><div tabindex="-1"><svg></svg></div>
  <div data-section-id="operation/send" id="operation/send"><div><ul role="tablist"><li role="tab">curl</li><li role="tab">PHP</li></ul>
  <a href="#operation/send">odkaz</a></div></div></div>`;

function page() {
  document.body.innerHTML = `<div id="static">${REDOC}</div><div id="live"><div>${REDOC}</div></div>`;
  const [reference, live] = ["#static", "#live > div"].map((s) => document.querySelector<HTMLElement>(s)!);
  const clicks: string[] = [];
  live.addEventListener("click", (e) =>
    clicks.push((e.target as Element).textContent || (e.target as Element).localName),
  );
  return { reference, live, clicks };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("whenFirstUsed", () => {
  it("replays the taps on the static reference's controls on the same controls of live Redoc, in order", () => {
    const { reference, live, clicks } = page();
    const waiting = whenFirstUsed(reference, () => {});
    const [, php] = reference.querySelectorAll("[role=tab]");
    (php as HTMLElement).click();
    reference
      .querySelector<HTMLElement>(".menu-content + div svg")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(clicks).toEqual([]);
    waiting.replay(live);
    expect(clicks).toEqual(["PHP", "svg"]);
    waiting.replay(live);
    expect(clicks).toHaveLength(2);
    waiting.stop();
  });

  it("does not open live Redoc's menu when the static menu was opened and an item chosen", () => {
    const { reference, live, clicks } = page();
    reference.querySelector(".menu-content")!.innerHTML = '<ul><li data-item-id="operation/send">Odeslání</li></ul>';
    const waiting = whenFirstUsed(reference, () => {});
    reference.querySelector<HTMLElement>(".menu-content + div")!.click();
    reference.querySelector<HTMLElement>("[data-item-id]")!.click();
    waiting.replay(live);
    expect(clicks).toEqual([]);
    waiting.stop();
  });

  it("does not replay what the static markup handled itself (a link)", () => {
    const { reference, live, clicks } = page();
    const waiting = whenFirstUsed(reference, () => {});
    reference.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    waiting.replay(live);
    expect(clicks).toEqual([]);
    waiting.stop();
  });

  it("starts live Redoc on the first use of the page", () => {
    const { reference } = page();
    const start = vi.fn();
    const waiting = whenFirstUsed(reference, start);
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("scroll"));
    expect(start).toHaveBeenCalledTimes(1);
    waiting.stop();
  });

  // happy-dom counts any focus as :focus-visible; Chromium does not after a tap or a click.
  const focusedBy = (input: "tap" | "keyboard") => {
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
      return selector === ":focus-visible" ? input === "keyboard" : matches.call(this, selector);
    });
  };

  it("takes a control focused by a tap before the scripts ran as the first use, and replays it", () => {
    const { reference, live, clicks } = page();
    reference.querySelector<HTMLElement>(".menu-content + div")!.focus();
    focusedBy("tap");
    const start = vi.fn();
    const waiting = whenFirstUsed(reference, start);
    expect(start).toHaveBeenCalledTimes(1);
    waiting.replay(live);
    expect(clicks).toEqual(["div"]);
  });

  it("does not take a control focused from the keyboard for a tap", () => {
    const { reference, live, clicks } = page();
    reference.querySelector<HTMLElement>("[role=tab]")!.setAttribute("tabindex", "0");
    reference.querySelector<HTMLElement>("[role=tab]")!.focus();
    focusedBy("keyboard");
    const start = vi.fn();
    const waiting = whenFirstUsed(reference, start);
    waiting.replay(live);
    expect(start).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
    waiting.stop();
  });
});
