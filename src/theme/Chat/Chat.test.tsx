import React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

// The key is inlined at build time, so each test imports the widget afresh with its environment.
async function renderChat(key?: string) {
  delete process.env.GATSBY_SMARTSUPP_KEY;
  if (key) process.env.GATSBY_SMARTSUPP_KEY = key;
  vi.resetModules();
  const { default: ChatWidget } = await import(".");
  render(<ChatWidget />);
  return screen.getByRole("button", { name: "Chat s\u00a0podporou" });
}

const panel = () => screen.queryByRole("region", { name: "Napište nám" });
const loader = () => document.querySelector<HTMLScriptElement>('script[src="https://www.smartsuppchat.com/loader.js"]');

beforeEach(() => {
  document.head.innerHTML = "";
  delete (window as unknown as Record<string, unknown>).smartsupp;
  delete (window as unknown as Record<string, unknown>)._smartsupp;
});
afterEach(() => {
  cleanup();
  delete process.env.GATSBY_SMARTSUPP_KEY;
});

describe("chat widget", () => {
  it("without a key opens a panel with the contact page and the support e-mail, and loads nothing", async () => {
    const button = await renderChat();
    expect(panel()).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    await waitFor(() => expect(panel()).not.toBeNull());
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Kontakt" }).getAttribute("href")).toBe("/docs/kontakt/");
    expect(screen.getByRole("link", { name: "podpora@depese.cz" }).getAttribute("href")).toBe(
      "mailto:podpora@depese.cz",
    );
    expect(document.querySelectorAll("script")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Zavřít" }));
    expect(panel()).toBeNull();
  });

  it("with a key loads the Smartsupp script only on click and keeps the panel closed", async () => {
    const button = await renderChat("k3y");
    expect(document.querySelectorAll("script")).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(loader()).not.toBeNull());
    expect((window as unknown as { _smartsupp: { key: string } })._smartsupp.key).toBe("k3y");
    expect(panel()).toBeNull();
  });

  it("falls back to the contact panel when the Smartsupp script fails to load (blocked, offline)", async () => {
    const button = await renderChat("k3y");
    fireEvent.click(button);
    await waitFor(() => expect(loader()).not.toBeNull());
    expect(panel()).toBeNull();
    fireEvent(loader()!, new Event("error"));
    await waitFor(() => expect(panel()).not.toBeNull());
    expect(screen.getByRole("link", { name: "Kontakt" }).getAttribute("href")).toBe("/docs/kontakt/");
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });
});
