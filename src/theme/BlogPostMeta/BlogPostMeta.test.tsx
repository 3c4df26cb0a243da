import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import BlogPostMeta from ".";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

afterEach(cleanup);

describe("BlogPostMeta", () => {
  it("shows the date as a <time>, the reading time and linked authors", () => {
    render(
      <BlogPostMeta
        date="2026-11-21T08:00:00.000Z"
        readingTime={6}
        authors={[
          { authorId: "jana", name: "Jana Nováková", route: "/blog/autori/jana/" },
          { authorId: "petr", name: "Petr Svoboda", route: "/blog/autori/petr/" },
        ]}
      />,
    );
    const time = document.querySelector("time")!;
    expect(time.getAttribute("datetime")).toBe("2026-11-21");
    expect(time.textContent).toBe("21.\u00a0listopadu\u00a02026");
    expect(screen.getByText(/min čtení/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Petr Svoboda" }).getAttribute("href")).toBe("/blog/autori/petr/");
  });

  it("leaves out the authors when a post lists them elsewhere", () => {
    render(<BlogPostMeta date="2026-11-21" readingTime={1} />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
