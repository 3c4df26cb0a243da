import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildServer } from "../server/app";
import { marketingPages, VIEWPORTS } from "./marketing-pages";
import { CONSENT_COOKIE } from "../src/lib/consent";

// `npm run screenshots`: full-page screenshots of every marketing page at 390×844 and 1440×900
// from the current build (public/), into screenshots/ (not in git). `-- /sms/ /rcs/` limits the
// routes; `-- --banner` keeps the cookie banner, as a first-time visitor sees it; `-- --top` takes
// only the first screen (what a visitor sees before scrolling); `-- --split` cuts each full page
// into parts two screens high (-1.png, -2.png…), easier to look at than one very tall picture.

const args = process.argv.slice(2);
const only = args.filter((a) => a.startsWith("/"));
const withBanner = args.includes("--banner");
const firstScreen = args.includes("--top");
const split = args.includes("--split");
const out = path.resolve("screenshots");
if (!fs.existsSync(path.resolve("public/index.html"))) throw new Error("public/ is empty: run `npm run build` first.");
fs.mkdirSync(out, { recursive: true });

async function main() {
  const app = await buildServer({ root: path.resolve("public") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
  });
  try {
    const pages = marketingPages().filter((p) => only.length === 0 || only.includes(p.route));
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, locale: "cs-CZ", deviceScaleFactor: 1 });
      if (!withBanner) await context.addCookies([{ name: CONSENT_COOKIE, value: "declined", url: base }]);
      await context.route("**/*", (route) =>
        route.request().url().startsWith(base) ? route.continue() : route.abort(),
      );
      const page = await context.newPage();
      for (const { route } of pages) {
        await page.goto(base + encodeURI(route), { waitUntil: "networkidle" });
        // Sections below the first screen are laid out only near the screen (content-visibility):
        // a picture of the whole page shows every one as a visitor scrolling to it sees it.
        if (!firstScreen) await page.addStyleTag({ content: "section { content-visibility: visible !important; }" });
        const name =
          (route.replace(/^\/|\/$/g, "").replace(/[/ ]/g, "_") || "home") +
          `-${viewport.name}${firstScreen ? "-top" : ""}.png`;
        if (split) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const part = viewport.height * 2;
          for (let y = 0, i = 1; y < height; y += part, i++) {
            const file = name.replace(/\.png$/, `-${i}.png`);
            await page.screenshot({
              path: path.join(out, file),
              fullPage: true,
              clip: { x: 0, y, width: viewport.width, height: Math.min(part, height - y) },
            });
          }
          console.log(
            `${viewport.width}×${viewport.height} ${route} → screenshots/${name.replace(/\.png$/, "-*.png")}`,
          );
        } else {
          await page.screenshot({ path: path.join(out, name), fullPage: !firstScreen });
          console.log(`${viewport.width}×${viewport.height} ${route} → screenshots/${name}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
