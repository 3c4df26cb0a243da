import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import fastifyCompress from "@fastify/compress";
import { thirdParties } from "../src/config/third-parties";
import { buildContentSecurityPolicy } from "./csp";

// The production server for the built site (public/). Redirects canonicalise URLs to the
// trailing-slash form (spec §2); everything unknown gets the not-found page with status 404.

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/** Gatsby names bundles and /static/ files by content hash. */
const HASHED = /(?:^|\/)static\/|[-.][0-9a-f]{16,}\.(?:js|css|mjs)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath.split(path.sep).join("/")) ? IMMUTABLE : REVALIDATE;
}

const securityHeaders = (csp: string) => ({
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "content-security-policy": csp,
  "x-frame-options": "DENY",
});

/** Leading slashes and backslashes, literal or percent-encoded. */
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * The path with its leading run of slashes and backslashes collapsed into one "/". Browsers read a
 * Location of "//evil.com/" or "/\\evil.com/" as another host, so a redirect must never start so.
 */
export function sameOriginPath(rawPath: string): string {
  return rawPath.replace(LEADING_SEPARATORS, "/");
}

/** Where a request should be redirected, or null. Works on the raw (still encoded) path. */
export function canonicalRedirect(rawPath: string, exists: (decodedPath: string) => boolean): string | null {
  // Only origin-form ("/…"); an absolute-form target ("http://evil.com/x.html") is never echoed.
  if (!rawPath.startsWith("/")) return null;
  const local = sameOriginPath(rawPath);
  let target: string | null = null;
  if (local.endsWith("/index.html")) target = local.slice(0, -"index.html".length);
  else if (local.endsWith(".html")) target = `${local.slice(0, -".html".length)}/`;
  else if (!local.endsWith("/") && !/\.[a-z0-9]{1,8}$/i.test(local) && exists(`${decodeURIComponent(local)}/index.html`)) target = `${local}/`;
  else if (local !== rawPath) target = local;
  // "/.html" would give "//".
  return target === null ? null : sameOriginPath(target);
}

/** A decoded path that must never reach the file system. */
export function isUnsafePath(decoded: string): boolean {
  return decoded.includes("\0") || decoded.includes("\\") || decoded.split("/").some((s) => s === ".." || s === ".");
}

export async function buildServer({ root }: { root: string }): Promise<FastifyInstance> {
  const publicRoot = path.resolve(root);
  const headers = securityHeaders(buildContentSecurityPolicy(thirdParties));
  const notFoundPage = path.join(publicRoot, "404.html");
  const app = Fastify({ logger: false });

  const exists = (decodedPath: string) => {
    const full = path.join(publicRoot, decodedPath);
    return full.startsWith(publicRoot + path.sep) && fs.existsSync(full);
  };

  const sendNotFound = (reply: FastifyReply) =>
    reply.code(404).type("text/html; charset=utf-8").header("cache-control", REVALIDATE).send(fs.createReadStream(notFoundPage));

  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });

  app.addHook("onRequest", async (request, reply) => {
    const [rawPath, query] = splitUrl(request.raw.url ?? "/");
    if (!rawPath.startsWith("/")) return reply.code(400).type("text/plain; charset=utf-8").send("Neplatná adresa.");
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type("text/plain; charset=utf-8").send("Neplatná adresa.");
    }
    if (isUnsafePath(decoded)) return reply.code(400).type("text/plain; charset=utf-8").send("Neplatná adresa.");
    if (decoded === "/404/" || decoded === "/404.html") return sendNotFound(reply);
    const target = canonicalRedirect(rawPath, exists);
    if (target) return reply.redirect(`${target}${query}`, 301);
  });

  await app.register(fastifyStatic, {
    root: publicRoot,
    prefix: "/",
    index: ["index.html"],
    redirect: false,
    wildcard: true,
    dotfiles: "ignore",
    cacheControl: false,
    // @fastify/static 10 calls setHeaders(reply, path, stat).
    setHeaders: ((reply: FastifyReply, filePath: string) => reply.header("cache-control", cacheControlFor(filePath))) as never,
  });

  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  return app;
}

function splitUrl(url: string): [string, string] {
  const q = url.indexOf("?");
  return q === -1 ? [url, ""] : [url.slice(0, q), url.slice(q)];
}
