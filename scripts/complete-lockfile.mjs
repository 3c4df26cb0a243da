// Adds lock entries for other platforms' optional native packages (rollup, esbuild, sharp…).
// Why: the npm registry mirror reachable here does not serve packages for other platforms, so
// `npm install` leaves them out of package-lock.json, and `npm ci` then refuses the lock file
// ("Missing: … from lock file"). With an entry that names its os/cpu, `npm ci` skips the package
// on this platform without fetching it. Run after `npm install` changes the lock: npm run lock:complete
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "netbsd",
  "sunos",
  "win32",
  "aix",
  "openharmony",
  "wasm32",
];
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "loong64", "mips64el", "wasm32", "universal"];

/** os, cpu and libc from a platform package's name, e.g. @rollup/rollup-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes("eabi") ? "arm" : undefined);
  if (!os || !cpu) return null;
  const libc = parts.includes("musl")
    ? "musl"
    : parts.includes("gnu") || parts.includes("gnueabihf")
      ? "glibc"
      : undefined;
  return {
    os: os === "wasm32" ? undefined : [os],
    cpu: cpu === "universal" ? undefined : [cpu === "wasm32" ? "wasm32" : cpu],
    libc: libc ? [libc] : undefined,
  };
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    const version = range.replace(/^[\^~=]/, "");
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
    };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added.`);
