import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import PageErrorBoundary, { errorChain } from ".";

afterEach(cleanup);

let broken = false;
function Flaky() {
  if (broken) {
    throw new Error("Nelze načíst ceník", { cause: new Error("Síť neodpovídá", { cause: "timeout" }) });
  }
  return <p>Obsah stránky</p>;
}

describe("PageErrorBoundary", () => {
  it("shows the crash report with the message and its causes, and Try again recovers", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    render(
      <PageErrorBoundary>
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page crashed.");
    const report = screen.getByRole("alert").textContent ?? "";
    expect(report).toContain("Nelze načíst ceník");
    expect(report).toContain("Příčina: Síť neodpovídá");
    expect(report).toContain("Příčina: timeout");
    expect(report).toContain("Omlouváme se");
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Obsah stránky")).toBeTruthy();
  });

  it("reloads the page when Try again crashes again at once, and starts over after a good retry", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    broken = true;
    render(
      <PageErrorBoundary reload={reload}>
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledTimes(1);
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Obsah stránky")).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stops at a cause cycle", () => {
    const a = new Error("A");
    const b = new Error("B", { cause: a });
    (a as Error & { cause?: unknown }).cause = b;
    expect(errorChain(a)).toEqual(["A", "B"]);
  });
});
