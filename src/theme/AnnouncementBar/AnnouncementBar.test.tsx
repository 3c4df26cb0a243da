import React from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { EARLY_CONTROLS_SCRIPT } from "../../lib/early-controls";
import AnnouncementBar from ".";

// The close button works through the page's inline script, as on a built page.
beforeAll(() => new Function(EARLY_CONTROLS_SCRIPT)());

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("data-announcement-dismissed");
});

const bar = {
  id: "akce-1",
  content: 'Akce <a href="/ceny/akce-bonus/">bonus</a>',
  backgroundColor: "#ffb020",
  textColor: "#1a1a1a",
  isCloseable: true,
};

describe("AnnouncementBar", () => {
  it("stores the dismissal with the bar's id and hides the bar", () => {
    render(<AnnouncementBar bar={bar} />);
    fireEvent.click(screen.getByRole("button", { name: "Zavřít oznámení" }));
    expect(localStorage.getItem("depese.announcement.dismiss")).toBe("true");
    expect(localStorage.getItem("depese.announcement.id")).toBe("akce-1");
    expect(document.documentElement.hasAttribute("data-announcement-dismissed")).toBe(true);
  });

  it("has no close button when the bar is not closeable", () => {
    render(<AnnouncementBar bar={{ ...bar, isCloseable: false }} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("region", { name: "Oznámení" }).textContent).toContain("Akce");
  });

  it("renders nothing without a configured bar", () => {
    const { container } = render(<AnnouncementBar bar={null} />);
    expect(container.innerHTML).toBe("");
  });
});
