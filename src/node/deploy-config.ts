import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { nginxConfig } from "../../server/nginx";
import { staticHostHeaders, staticHostRedirects } from "../../server/static-host";

// The web server and static-host configurations, generated from server/rules.ts on every build
// so they always match the Node server and the files of this build.

export const NGINX_CONFIG_PATH = "deploy/nginx/depese.conf";

/** Paths inside publicDir ("/"-separated) of every file, without the build's compressed siblings. */
function listFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** Writes deploy/nginx/depese.conf under projectDir and `_headers` and `_redirects` into its public/. */
export function writeDeployConfig(projectDir: string): { nginx: string; headers: string; redirects: string } {
  const publicDir = path.join(projectDir, "public");
  const files = listFiles(publicDir);
  const routes = files
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`);
  const written = {
    nginx: path.join(projectDir, NGINX_CONFIG_PATH),
    headers: path.join(publicDir, "_headers"),
    redirects: path.join(publicDir, "_redirects"),
  };
  fs.mkdirSync(path.dirname(written.nginx), { recursive: true });
  fs.writeFileSync(written.nginx, nginxConfig());
  fs.writeFileSync(written.headers, staticHostHeaders(files));
  fs.writeFileSync(written.redirects, staticHostRedirects(routes));
  return written;
}

/** onPostBuild, before the post-build pass (its link guard lists the files) and compression. */
export function runWriteDeployConfig({ reporter }: Pick<BuildArgs, "reporter">, root = process.cwd()): void {
  const written = writeDeployConfig(root);
  reporter.info(
    `Deployment: wrote ${Object.values(written)
      .map((file) => path.relative(root, file))
      .join(", ")}.`,
  );
}
