import { describe, expect, it } from "vitest";

// The unit tests' DOM (vitest.config.ts, project "dom": happy-dom 20 with script evaluation and
// script loading off): a script or event handler attribute the code under test adds never runs. It
// sits here as the build translates Redoc in the same kind of DOM (src/node/api-reference-html.ts).

declare global {
  var ranScript: boolean | undefined;
}

describe("the unit tests' DOM", () => {
  it("runs no inline script and no event handler attribute", () => {
    const script = document.createElement("script");
    script.textContent = "globalThis.ranScript = true";
    document.body.append(script);
    document.body.insertAdjacentHTML("beforeend", '<button onclick="globalThis.ranScript = true">x</button>');
    document.querySelector("button")!.click();
    expect(globalThis.ranScript).toBeUndefined();
    document.body.innerHTML = "";
  });
});
