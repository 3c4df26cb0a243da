import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Tabs, { Tab } from "../components/Tabs";
import { installTabs, restoreTabs, tabGroupKey } from "./tabs";

// The markup <Tabs> renders on the server, as static bodies arrive: one render per page, so each
// set's radios get a name of their own.
const tabSets = (...groups: (string | undefined)[]) =>
  renderToStaticMarkup(
    <>
      {groups.map((group, i) => (
        <Tabs groupId={group} key={i}>
          <Tab label="PHP">php kód</Tab>
          <Tab label="Python">python kód</Tab>
        </Tabs>
      ))}
    </>,
  );

const checked = () => [...document.querySelectorAll<HTMLInputElement>("input[data-tab]:checked")].map((r) => r.value);

function choose(set: number, label: string) {
  const radio = [...document.querySelectorAll("[data-tabs]")[set].querySelectorAll<HTMLInputElement>("input")].find(
    (r) => r.value === label,
  )!;
  radio.click();
}

// Installed once, as gatsby-browser.tsx does; each test brings its own markup.
beforeAll(() => installTabs(document));
beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("tabs behaviour", () => {
  it("renders one checked radio per set, each label naming its input", () => {
    document.body.innerHTML = tabSets("language");
    expect(checked()).toEqual(["PHP"]);
    for (const label of document.querySelectorAll("label"))
      expect(document.getElementById(label.htmlFor)?.getAttribute("value")).toBe(label.textContent);
  });

  it("remembers a group's choice and shows it in every set of the group, not in others", () => {
    document.body.innerHTML = tabSets("language", "language", undefined);
    choose(0, "Python");
    expect(checked()).toEqual(["Python", "Python", "PHP"]);
    expect(localStorage.getItem(tabGroupKey("language"))).toBe("Python");
  });

  it("shows the remembered choice on a page shown later, ignoring a label the set lacks", () => {
    localStorage.setItem(tabGroupKey("language"), "Python");
    document.body.innerHTML = tabSets("language", "other");
    restoreTabs(document);
    expect(checked()).toEqual(["Python", "PHP"]);
    localStorage.setItem(tabGroupKey("language"), "Cobol");
    document.body.innerHTML = tabSets("language");
    restoreTabs(document);
    expect(checked()).toEqual(["PHP"]);
  });

  it("follows a choice made in another browser tab (storage event)", () => {
    document.body.innerHTML = tabSets("language");
    window.dispatchEvent(new StorageEvent("storage", { key: tabGroupKey("language"), newValue: "Python" }));
    expect(checked()).toEqual(["Python"]);
    window.dispatchEvent(new StorageEvent("storage", { key: "depese.announcement.id", newValue: "PHP" }));
    expect(checked()).toEqual(["Python"]);
  });
});
