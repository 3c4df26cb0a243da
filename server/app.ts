import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import {
  canonicalRedirect,
  cacheControlFor,
  isUnsafePath,
  NOT_FOUND_PAGE,
  NOT_FOUND_PATHS,
  securityHeaders,
} from "./rules";

export { cacheControlFor, canonicalRedirect, isUnsafePath, sameOriginPath } from "./rules";

// The production server for the built site (public/), applying server/rules.ts. Responses are
// the files the build wrote, compressed ones included (plugins/gatsby-overrides/precompress.ts): nothing is
// compressed at request time.

export async function buildServer({ root }: { root: string }): Promise<FastifyInstance> {
  const publicRoot = path.resolve(root);
  const headers = securityHeaders();
  const app = Fastify({ logger: false });

  const exists = (decodedPath: string) => {
    const full = path.join(publicRoot, decodedPath);
    return full.startsWith(publicRoot + path.sep) && fs.existsSync(full);
  };

  const badRequest = (reply: FastifyReply) =>
    reply.code(400).type("text/plain; charset=utf-8").send("Neplatná adresa.");
  // The not-found page is always sent whole: a validator or range of 404.html must not turn a
  // 404 into an empty 304 or a 206.
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    for (const name of ["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "if-range", "range"])
      delete request.raw.headers[name];
    return reply.code(404).sendFile(NOT_FOUND_PAGE.slice(1));
  };

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });

  app.addHook("onRequest", async (request, reply) => {
    const [rawPath, query] = splitUrl(request.raw.url ?? "/");
    if (!rawPath.startsWith("/")) return badRequest(reply);
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return badRequest(reply);
    }
    if (isUnsafePath(decoded)) return badRequest(reply);
    if (NOT_FOUND_PATHS.includes(decoded)) return sendNotFound(request, reply);
    const target = canonicalRedirect(rawPath, exists);
    if (target) return reply.redirect(`${target}${query}`, 301);
  });

  await app.register(fastifyStatic, {
    root: publicRoot,
    prefix: "/",
    index: ["index.html"],
    redirect: false,
    wildcard: true,
    // /.well-known/security.txt; public/ holds only what the build writes, as nginx serves it.
    dotfiles: "allow",
    cacheControl: false,
    preCompressed: true,
    // @fastify/static 10 calls setHeaders(reply, path, stat).
    setHeaders: ((reply: FastifyReply, filePath: string) =>
      reply.header("cache-control", cacheControlFor(filePath))) as never,
  });

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
  return app;
}

function splitUrl(url: string): [string, string] {
  const q = url.indexOf("?");
  return q === -1 ? [url, ""] : [url.slice(0, q), url.slice(q)];
}
