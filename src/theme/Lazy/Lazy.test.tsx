import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { lazyWithRetry } from ".";

afterEach(cleanup);

describe("lazyWithRetry", () => {
  it("shows a spinner, then the error with Retry, and Retry really loads again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let attempts = 0;
    const Part = lazyWithRetry(async () => {
      attempts++;
      if (attempts === 1) throw new Error("Loading chunk 42 failed.");
      return { default: ({ name }: { name: string }) => <p>Nástroj {name}</p> };
    });
    render(<Part name="délka SMS" />);
    expect(screen.getByRole("status")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("Loading chunk 42 failed.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect((await screen.findByText("Nástroj délka SMS")).textContent).toBe("Nástroj délka SMS");
    expect(attempts).toBe(2);
  });
});
