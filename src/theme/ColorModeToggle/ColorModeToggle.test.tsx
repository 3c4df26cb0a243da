import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import ColorModeToggle from ".";

const enabled = { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false } as const;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
});
afterEach(cleanup);

describe("ColorModeToggle", () => {
  it("renders nothing when the switch is disabled (the site's own configuration)", () => {
    const { container } = render(<ColorModeToggle config={{ ...enabled, disableSwitch: true }} />);
    expect(container.innerHTML).toBe("");
  });

  it("toggles light ↔ dark and saves the choice under 'theme'", () => {
    render(<ColorModeToggle config={enabled} />);
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    fireEvent.click(screen.getByRole("button", { name: "Přepnout na tmavý režim" }));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    fireEvent.click(screen.getByRole("button", { name: "Přepnout na světlý režim" }));
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("starts from the stored choice", () => {
    localStorage.setItem("theme", "dark");
    render(<ColorModeToggle config={enabled} />);
    expect(screen.getByRole("button").getAttribute("data-mode")).toBe("dark");
  });

  it("follows another tab through the storage event", () => {
    render(<ColorModeToggle config={enabled} />);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    });
    expect(screen.getByRole("button").getAttribute("data-mode")).toBe("dark");
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
  });

  it("hydrates the build's markup without a mismatch, then shows the stored mode", async () => {
    // The build renders without any stored choice; the visitor saved "dark" and the inline head
    // script applied it before React loaded.
    // happy-dom has a window, so React's server renderer sees the browser-only layout effect and
    // warns; the real build has no window. Only the hydration below must stay silent.
    const serverWarning = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(<ColorModeToggle config={enabled} />);
    serverWarning.mockRestore();
    expect(html).toContain('data-mode="light"');
    localStorage.setItem("theme", "dark");
    document.documentElement.setAttribute("data-theme", "dark");
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = html;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ColorModeToggle config={enabled} />);
    });
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([]);
    error.mockRestore();
    const button = container.querySelector("button");
    expect(button?.getAttribute("data-mode")).toBe("dark");
    expect(button?.getAttribute("aria-label")).toBe("Přepnout na světlý režim");
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    act(() => root?.unmount());
    container.remove();
  });
});
