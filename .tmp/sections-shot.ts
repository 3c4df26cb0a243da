// Screenshots of the proof sections only: each section holding a story, testimonial, logo strip or badge row.
import path from "node:path";
import { chromium } from "playwright-core";
import { buildServer } from "../server/app";
const [route, ...rest] = process.argv.slice(2);
const widths = [390, 1440];
async function main() {
  const app = await buildServer({ root: path.resolve("public") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const a = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${a.port}`;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  for (const width of widths) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await ctx.addCookies([{ name: "depese_consent", value: "declined", url: base }]);
    const page = await ctx.newPage();
    await page.goto(base + encodeURI(route), { waitUntil: "networkidle" });
    const selectors = rest.length
      ? rest
      : ["section:has(article)", "section:has(figure)", "section:has(ul li a svg)", "section:has(ul li a strong)"];
    let i = 0;
    for (const sel of selectors) {
      for (const el of await page.locator(sel).all()) {
        const file = `screenshots/sec-${route.replace(/\W+/g, "_")}-${width}-${i++}.png`;
        await el.screenshot({ path: file });
        console.log(file);
      }
    }
    await ctx.close();
  }
  await browser.close();
  await app.close();
}
main();
