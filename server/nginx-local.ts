import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// Runs real nginx on loopback from the generated deploy/nginx/depese.conf, for the HTTP tests,
// the Observatory scan and the load bench: a temporary prefix, free ports (or the ones asked
// for), in the foreground, as the current user, with a certificate made for the run by a CA of
// its own.

export const NGINX_CONFIG_FILE = path.resolve("deploy/nginx/depese.conf");
const NGINX_BINARY = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The names the test certificate is valid for. */
export const TEST_HOSTNAMES = ["localhost", "www.depese.test"];

export type Localization = {
  root: string;
  /** The site's port: plain HTTP, or HTTPS when `httpPort` is given too. */
  port: number;
  /** HTTPS: the port of the server that redirects plain HTTP to HTTPS. Without it the site is
   * served over plain HTTP and that server is left out. */
  httpPort?: number;
  certificate: string;
  certificateKey: string;
};

/** Replaces `pattern` (a whole line) exactly once, or fails naming it. */
function replaceLine(config: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = config.match(new RegExp(pattern.source, "gm"));
  if (matches?.length !== 1) throw new Error(`The nginx configuration must contain one ${what}.`);
  return config.replace(new RegExp(pattern.source, "m"), (_line, indent: string) => `${indent}${replacement}`);
}

/**
 * The generated configuration with only its addresses, root and certificate replaced (and, over
 * plain HTTP, its redirecting server left out); fails when one of them is missing, so the tests
 * never run a configuration other than the one deployed.
 */
export function localizeNginxConfig(
  config: string,
  { root, port, httpPort, certificate, certificateKey }: Localization,
): string {
  let local = config.replace(/^\s*listen \[::\][^;]*;\n/gm, "");
  if (httpPort === undefined) {
    const redirect = /^server \{\n\s*listen 80;[^}]*\}\n/m;
    if (!redirect.test(local)) throw new Error("The nginx configuration must contain one `listen 80` server.");
    local = local.replace(redirect, "");
    local = replaceLine(local, /^(\s*)listen 443 ssl http2;$/, `listen 127.0.0.1:${port};`, "`listen 443 ssl http2`");
  } else {
    local = replaceLine(local, /^(\s*)listen 80;$/, `listen 127.0.0.1:${httpPort};`, "`listen 80`");
    local = replaceLine(
      local,
      /^(\s*)listen 443 ssl http2;$/,
      `listen 127.0.0.1:${port} ssl http2;`,
      "`listen 443 ssl http2`",
    );
  }
  local = replaceLine(local, /^(\s*)root\s+[^;]+;$/, `root ${JSON.stringify(path.resolve(root))};`, "`root`");
  local = replaceLine(
    local,
    /^(\s*)ssl_certificate\s+[^;]+;$/,
    `ssl_certificate ${JSON.stringify(certificate)};`,
    "`ssl_certificate`",
  );
  return replaceLine(
    local,
    /^(\s*)ssl_certificate_key\s+[^;]+;$/,
    `ssl_certificate_key ${JSON.stringify(certificateKey)};`,
    "`ssl_certificate_key`",
  );
}

export type TestCertificate = { ca: string; certificate: string; certificateKey: string };

/** A throwaway CA (ca.pem) and a certificate it signed for TEST_HOSTNAMES and 127.0.0.1, in dir. */
export function makeTestCertificate(dir: string): TestCertificate {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: ["ignore", "ignore", "pipe"] });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ec,
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
    "-days",
    "2",
    "-subj",
    "/CN=Depese test CA",
  );
  openssl("req", ...ec, "-keyout", file("key.pem"), "-out", file("cert.csr"), "-subj", `/CN=${TEST_HOSTNAMES[0]}`);
  fs.writeFileSync(
    file("cert.ext"),
    `basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\nsubjectAltName=${[...TEST_HOSTNAMES.map((h) => `DNS:${h}`), "IP:127.0.0.1"].join(",")}\n`,
  );
  openssl(
    "x509",
    "-req",
    "-in",
    file("cert.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("cert.ext"),
    "-out",
    file("cert.pem"),
  );
  return { ca: file("ca.pem"), certificate: file("cert.pem"), certificateKey: file("key.pem") };
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

export type RunningServer = {
  url: string;
  stop: () => Promise<void>;
  /** With `https`: the address of the server that redirects plain HTTP to `url`. */
  httpUrl?: string;
  /** With `https`: the CA file that signed the server's certificate. */
  ca?: string;
};

export function nginxAvailable(): string | null {
  if (!fs.existsSync(NGINX_BINARY))
    return `nginx is not installed (${NGINX_BINARY}): apt-get install nginx libnginx-mod-http-brotli-static`;
  if (!fs.existsSync(BROTLI_MODULE))
    return `the brotli_static module is not installed (${BROTLI_MODULE}): apt-get install libnginx-mod-http-brotli-static`;
  return null;
}

/**
 * Starts nginx serving publicDir with the generated configuration; `stop` ends it and removes its
 * prefix. Plain HTTP on a free port by default; with `https`, the site over HTTPS and the
 * redirecting server over HTTP, on free ports or the ones given.
 */
export async function startNginx({
  publicDir,
  configFile = NGINX_CONFIG_FILE,
  https,
}: {
  publicDir: string;
  configFile?: string;
  https?: true | { port: number; httpPort: number };
}): Promise<RunningServer> {
  const missing = nginxAvailable();
  if (missing) throw new Error(missing);
  if (!fs.existsSync(configFile)) throw new Error(`${configFile} is missing: \`npm run build\` writes it.`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "depese-nginx-"));
  const certificate = makeTestCertificate(prefix);
  const ports = https === true ? { port: await freePort(), httpPort: await freePort() } : https;
  const port = ports?.port ?? (await freePort());
  fs.writeFileSync(
    path.join(prefix, "depese.conf"),
    localizeNginxConfig(fs.readFileSync(configFile, "utf8"), {
      root: publicDir,
      port,
      httpPort: ports?.httpPort,
      ...certificate,
    }),
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
    const alive = () => (exited === null ? null : `nginx exited with ${exited}: ${stderr}${errorLog()}`);
    await waitForPort(port, alive);
    if (ports) await waitForPort(ports.httpPort, alive);
  } catch (error) {
    child.kill("SIGTERM");
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `${ports ? "https" : "http"}://127.0.0.1:${port}`,
    ...(ports ? { httpUrl: `http://127.0.0.1:${ports.httpPort}`, ca: certificate.ca } : {}),
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
