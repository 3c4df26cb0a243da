// @vitest-environment happy-dom
import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
});
