import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { SearchResult } from "../../lib/search";

const navigate = vi.fn();
vi.mock("gatsby", async () => ({
  ...(await import("../../test-utils/gatsby")),
  navigate: (to: string) => navigate(to),
}));

const entries: SearchResult[] = [
  {
    title: "Německo: ceny SMS a zpráv",
    route: "/docs/ceny/nemecko/",
    section: "Ceník",
    snippet: [
      { text: "Předvolba +49, ", mark: false },
      { text: "ceny", mark: true },
      { text: " SMS.", mark: false },
    ],
  },
  { title: "Hromadné SMS", route: "/hromadne-sms/", section: "Stránka", snippet: [] },
];
let failLoads = 0;
vi.mock("./engine", () => ({
  loadSearch: vi.fn(async () => {
    if (failLoads-- > 0) throw new Error("/static/search/a.json: HTTP 503");
    const many = Array.from({ length: 11 }, (_, i) => ({
      ...entries[1],
      route: `/stranka-${i}/`,
      title: `Stránka ${i}`,
    }));
    return (query: string) =>
      query.trim() === "sms" ? many : query.trim() === "xyz" ? [] : query.trim() ? entries : [];
  }),
}));

import Search, { isSearchShortcut } from ".";

afterEach(() => {
  cleanup();
  navigate.mockReset();
  failLoads = 0;
});

const key = (init: Partial<KeyboardEvent> & { target?: unknown }) =>
  ({ key: "", ctrlKey: false, metaKey: false, altKey: false, target: document.body, ...init }) as KeyboardEvent;

describe("isSearchShortcut", () => {
  it("takes Ctrl+K, Cmd+K and a slash outside text fields", () => {
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "K", metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "/" }))).toBe(true);
    expect(isSearchShortcut(key({ key: "/", target: document.createElement("textarea") }))).toBe(false);
    expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
  });
});

describe("Search", () => {
  it("opens the dialog, shows results as options and opens the active one with Enter", async () => {
    render(<Search />);
    fireEvent.click(screen.getByRole("button", { name: /Hledat/ }));
    const field = await screen.findByRole("combobox", { name: "Hledaný výraz" }, { timeout: 5000 });
    await act(async () => {});
    fireEvent.change(field, { target: { value: "nem" } });
    expect(screen.getAllByRole("option")).toHaveLength(2);
    expect(screen.getByText("2 výsledky")).toBeTruthy();
    expect(screen.getAllByRole("option")[0].textContent).toContain("Ceník");
    expect(screen.getAllByRole("option")[0].querySelector("mark")?.textContent).toBe("ceny");
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(field.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1].id);
    fireEvent.keyDown(field, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/hromadne-sms/");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("makes each result a link to its page that a plain click follows and a modified click leaves open", async () => {
    render(<Search />);
    fireEvent.click(screen.getByRole("button", { name: /Hledat/ }));
    const field = await screen.findByRole("combobox", { name: "Hledaný výraz" }, { timeout: 5000 });
    await act(async () => {});
    fireEvent.change(field, { target: { value: "nem" } });
    const [first] = screen.getAllByRole("option");
    expect(first.tagName).toBe("A");
    expect(first.getAttribute("href")).toBe("/docs/ceny/nemecko/");
    fireEvent.click(first, { ctrlKey: true });
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("option")[0]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows ten results and says there are more when the engine finds more", async () => {
    render(<Search />);
    fireEvent.click(screen.getByRole("button", { name: /Hledat/ }));
    const field = await screen.findByRole("combobox", { name: "Hledaný výraz" }, { timeout: 5000 });
    await act(async () => {});
    fireEvent.change(field, { target: { value: "sms" } });
    expect(screen.getAllByRole("option")).toHaveLength(10);
    expect(screen.getByText(/Prvních 10 výsledků/)).toBeTruthy();
  });

  it("offers the help index, the contact page and the price list when nothing matches", async () => {
    render(<Search />);
    fireEvent.click(screen.getByRole("button", { name: /Hledat/ }));
    const field = await screen.findByRole("combobox", { name: "Hledaný výraz" }, { timeout: 5000 });
    await act(async () => {});
    fireEvent.change(field, { target: { value: "xyz" } });
    expect(screen.getByText(/Pro „xyz“ jsme nic nenašli/)).toBeTruthy();
    const links = screen.getByRole("navigation", { name: "Kam dál" }).querySelectorAll("a");
    expect([...links].map((a) => a.getAttribute("href"))).toEqual(["/docs/category/help/", "/docs/kontakt/", "/ceny/"]);
  });

  it("shows the load failure in Czech and retries", async () => {
    failLoads = 1;
    render(<Search />);
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Vyhledávání se nepodařilo načíst.");
    expect(alert.textContent).toContain("HTTP 503");
    fireEvent.click(screen.getByRole("button", { name: "Zkusit znovu" }));
    await screen.findByText(/Začněte psát/);
  });

  it("closes on Escape and returns focus to the button, keeping the query", async () => {
    render(<Search />);
    const button = screen.getByRole("button", { name: /Hledat/ });
    fireEvent.click(button);
    const field = await screen.findByRole("combobox", {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: "viber" } });
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(((await screen.findByRole("combobox", {}, { timeout: 5000 })) as HTMLInputElement).value).toBe("viber");
  });

  it("opens the plain dialog while its code loads, and leaves the search closed when the visitor closed it meanwhile", async () => {
    const shown: HTMLDialogElement[] = [];
    const proto = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void };
    const original = { showModal: proto.showModal, close: proto.close };
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
      shown.push(this);
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
    try {
      render(<Search />);
      fireEvent.click(screen.getByRole("button", { name: /Hledat/ }));
      expect(shown).toHaveLength(1);
      // Escape before the code arrives.
      shown[0].close();
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole("combobox")).toBeNull();
      // Asked again: the code is there, the search opens at once.
      fireEvent.click(screen.getByRole("button", { name: /Hledat/ }));
      expect(await screen.findByRole("combobox", { name: "Hledaný výraz" }, { timeout: 5000 })).toBeTruthy();
    } finally {
      Object.assign(proto, original);
    }
  });
});
