import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FAMILY } from "../src/node/route-families";
import { familyMembers } from "../src/node/family-members";
import { NEW_POSTS, grownSiteCopy, growSite } from "./grown-site";

// The done-when line of issue 26: a clone with 25 more posts, a new doc and a new content page and
// no other edit is accepted by the build's route check; a page made by code outside the families
// fails the build naming its route. One real `gatsby build` of a copy, which stops by itself at the
// route check (onPostBootstrap, before any HTML): about a minute rather than a full build's several.
// A full build of such a copy, served, is how the README's "Route list and families" was verified.

const ROGUE = "/blog/z-kodu/";

/** Resolves when no process of the group `pgid` is left; kills what is left after `ms`. */
async function groupGone(pgid: number, ms = 15_000): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const end = Date.now() + ms; alive() && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(-pgid, "SIGKILL");
}

/** Runs `gatsby build` in `dir` to its end; resolves with its exit code and output, ANSI codes and
 * line wrapping removed, once its workers have ended too: a failed build's main process exits
 * while a worker can still be writing to .cache/, which then cannot be removed. */
function gatsbyBuild(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(dir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group, workers included
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk));
    // eslint-disable-next-line no-control-regex
    const plain = () => output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").replace(/\s+/g, " ");
    child.on("exit", (code) => void groupGone(child.pid!).then(() => resolve({ code, output: plain() })));
  });
}

describe("a grown copy of the site", () => {
  const dir = grownSiteCopy(path.resolve("."));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("takes 25 more posts, a new doc and a new page with no other edit, and fails a page made by code outside the families, naming it", async () => {
    const before = familyMembers();
    growSite(dir);
    // The page made by code: at a route a post could take, but no family's step makes it.
    const gatsbyNode = path.join(dir, "gatsby-node.ts");
    const source = fs.readFileSync(gatsbyNode, "utf8");
    const hook = "  createPricePages(args);\n";
    expect(source).toContain(hook);
    fs.writeFileSync(
      gatsbyNode,
      source.replace(
        hook,
        `${hook}  args.actions.createPage({ path: "${ROGUE}", component: \`\${process.cwd()}/src/templates/blog-archive.tsx\`, context: { ids: [] } });\n`,
      ),
    );

    const { code, output } = await gatsbyBuild(dir);

    const count = (family: string) => Number(new RegExp(`families: .*?\\b${family} (\\d+)`).exec(output)?.[1]);
    expect(output, output.slice(-3000)).toContain("Routes: ");
    expect(count(FAMILY.post)).toBe(before.get(FAMILY.post)!.length + NEW_POSTS);
    expect(count(FAMILY.doc)).toBe(before.get(FAMILY.doc)!.length + 1);
    expect(count(FAMILY.page)).toBe(before.get(FAMILY.page)!.length + 1);
    // /blog/ and a list page per 10 posts after it: /blog/page/3/ on, none of them listed by hand.
    const listPages = familyMembers(dir).get(FAMILY.blogPage)!;
    expect(listPages).toContain("/blog/page/3/");
    expect(count(FAMILY.blogPage)).toBe(1 + listPages.length);
    expect(code).not.toBe(0);
    expect(output).toContain("Routes: the pages made and src/config/routes.txt differ in 1 routes:");
    expect(output).toContain(`${ROGUE} → src/config/routes.txt page made outside every family`);
  }, 600_000);
});
