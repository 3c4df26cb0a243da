import { describe, expect, it } from "vitest";
import { OTHER_STORIES, otherStoryIds } from "./customers";

describe("otherStoryIds", () => {
  const ids = ["a", "b", "c", "d", "e", "f", "g", "h"];

  it("gives the stories after this one, from the start again at the end, never the story itself", () => {
    expect(otherStoryIds(ids, "b")).toEqual(["c", "d", "e", "f", "g", "h"]);
    expect(otherStoryIds(ids, "f")).toEqual(["g", "h", "a", "b", "c", "d"]);
    expect(otherStoryIds(ids, "h")).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("shows every story on some other story's page", () => {
    const shown = new Set(ids.flatMap((id) => otherStoryIds(ids, id)));
    expect([...shown].sort()).toEqual(ids);
    expect(otherStoryIds(ids, "a")).toHaveLength(OTHER_STORIES);
  });

  it("shows all the others when there are fewer than OTHER_STORIES", () => {
    expect(otherStoryIds(["a", "b", "c"], "b")).toEqual(["c", "a"]);
    expect(otherStoryIds(["a"], "a")).toEqual([]);
  });
});
