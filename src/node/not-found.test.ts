import { describe, expect, it, vi } from "vitest";
import { matchIndexPathToNotFound, NOT_FOUND_MATCH_PATH } from "./not-found";

const actionsSpy = () => ({ deletePage: vi.fn(), createPage: vi.fn() });
const notFound = { path: "/404.html", component: "/site/src/pages/404.tsx", context: {} };

describe("matchIndexPathToNotFound", () => {
  it("gives the not-found page the match path /index, so the browser never loads the home page's data there", () => {
    const actions = actionsSpy();
    matchIndexPathToNotFound({ page: notFound, actions } as never);
    expect(actions.deletePage).toHaveBeenCalledWith(notFound);
    expect(actions.createPage).toHaveBeenCalledWith({ ...notFound, matchPath: NOT_FOUND_MATCH_PATH });
  });

  it("leaves every other page, and the not-found page once it has its match path", () => {
    const actions = actionsSpy();
    for (const page of [
      { ...notFound, path: "/" },
      { ...notFound, path: "/404/" },
      { ...notFound, matchPath: NOT_FOUND_MATCH_PATH },
    ])
      matchIndexPathToNotFound({ page, actions } as never);
    expect(actions.deletePage).not.toHaveBeenCalled();
    expect(actions.createPage).not.toHaveBeenCalled();
  });
});
