import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// Runs real nginx on loopback from the generated deploy/nginx/depese.conf, for the HTTP tests
// and the load bench: a temporary prefix, a free port, in the foreground, as the current user.

export const NGINX_CONFIG_FILE = path.resolve("deploy/nginx/depese.conf");
const NGINX_BINARY = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * The generated configuration with only its `listen` and `root` replaced; fails when either is
 * missing, so the tests never run a configuration other than the one deployed.
 */
export function localizeNginxConfig(config: string, { root, port }: { root: string; port: number }): string {
  let listen = 0;
  let rootLines = 0;
  const localized = config
    .replace(/^(\s*)listen\s+[^;]+;/m, (_line, indent: string) => {
      listen++;
      return `${indent}listen 127.0.0.1:${port};`;
    })
    .replace(/^(\s*)root\s+[^;]+;/m, (_line, indent: string) => {
      rootLines++;
      return `${indent}root ${JSON.stringify(path.resolve(root))};`;
    });
  if (listen !== 1 || rootLines !== 1)
    throw new Error("The nginx configuration must contain one `listen` and one `root` directive.");
  return localized;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port: number, isAlive: () => string | null, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = isAlive();
    if (dead) throw new Error(dead);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing answered on port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type RunningServer = { url: string; stop: () => Promise<void> };

export function nginxAvailable(): string | null {
  if (!fs.existsSync(NGINX_BINARY))
    return `nginx is not installed (${NGINX_BINARY}): apt-get install nginx libnginx-mod-http-brotli-static`;
  if (!fs.existsSync(BROTLI_MODULE))
    return `the brotli_static module is not installed (${BROTLI_MODULE}): apt-get install libnginx-mod-http-brotli-static`;
  return null;
}

/** Starts nginx serving publicDir with the generated configuration; `stop` ends it and removes its prefix. */
export async function startNginx({
  publicDir,
  configFile = NGINX_CONFIG_FILE,
}: {
  publicDir: string;
  configFile?: string;
}): Promise<RunningServer> {
  const missing = nginxAvailable();
  if (missing) throw new Error(missing);
  if (!fs.existsSync(configFile)) throw new Error(`${configFile} is missing: \`npm run build\` writes it.`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "depese-nginx-"));
  const port = await freePort();
  fs.writeFileSync(
    path.join(prefix, "depese.conf"),
    localizeNginxConfig(fs.readFileSync(configFile, "utf8"), { root: publicDir, port }),
  );
  const temp = (name: string) => `${name} ${path.join(prefix, name.replace(/_path$/, ""))};`;
  // As root, nginx would hand the workers to "nobody"; they run as the current user instead.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${user}load_module ${BROTLI_MODULE};
daemon off;
worker_processes 1;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} error;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    ${["client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path", "scgi_temp_path"].map(temp).join("\n    ")}
    include ${path.join(prefix, "depese.conf")};
}
`,
  );
  const child = spawn(
    NGINX_BINARY,
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  let exited: number | null = null;
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exit = new Promise<void>((resolve) => child.on("exit", (code) => ((exited = code ?? -1), resolve())));
  // nginx outlives a test run that is killed unless told to stop with it.
  const stopWithParent = () => child.kill("SIGQUIT");
  process.once("exit", stopWithParent);
  const errorLog = () =>
    fs.existsSync(path.join(prefix, "error.log")) ? fs.readFileSync(path.join(prefix, "error.log"), "utf8") : "";
  try {
    await waitForPort(port, () => (exited === null ? null : `nginx exited with ${exited}: ${stderr}${errorLog()}`));
  } catch (error) {
    child.kill("SIGTERM");
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      process.off("exit", stopWithParent);
      if (exited === null) {
        child.kill("SIGQUIT");
        await exit;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
