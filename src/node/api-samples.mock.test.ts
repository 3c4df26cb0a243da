import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allOperations, type ApiOperation } from "./api-operations";
import { className, sampleLanguages, samplesFor, type SampleLanguage } from "./api-samples";
import { OPENAPI_DIR, apiReferences } from "./openapi";

// Every code sample of every operation runs with Debian's runtimes against a Prism mock of its
// specification (request validation on, `--errors`: a request the spec does not allow gets an
// error response instead of an example). A sample that exits non-zero, or whose request the mock
// rejects, fails naming operation and language. Go, Java and C# are compiled in one batch each
// before the runs. Runs as its own step of `npm test` (vitest.samples.config.ts).

type Run = { code: number | null; stdout: string; stderr: string };

function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeout?: number },
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeout ?? 60_000);
    child.on("error", (e) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: stderr + String(e) });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function must(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) {
  const result = await run(command, args, { cwd, env, timeout: 300_000 });
  if (result.code !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

async function waitForMock(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`Prism exited:\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`Prism did not start:\n${log()}`);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "depese-samples-"));
const operations = allOperations();
// A request the specification does not allow (sendMessage without recipients and text): every
// language must report the mock's error response and exit non-zero.
const sendMessage = operations.find((o) => o.operationId === "sendMessage")!;
const rejected: ApiOperation = {
  ...sendMessage,
  operationId: "rejectedSendMessage",
  body: { type: "json", value: { from: "ZAHRADNIK", channel: "sms" } },
};
const ports: Record<string, number> = {};
const mocks: ChildProcess[] = [];
const ran: Record<string, number> = {};

function fileOf(op: ApiOperation, language: SampleLanguage): string {
  const ext = sampleLanguages.find((l) => l.id === language)!.extension;
  if (language === "go") return path.join(work, "go", op.operationId, "main.go");
  if (language === "java") return path.join(work, "java", `${className(op)}.java`);
  return path.join(work, language, `${op.operationId}.${ext}`);
}

function command(op: ApiOperation, language: SampleLanguage): [string, string[]] {
  const file = fileOf(op, language);
  switch (language) {
    case "curl":
      return ["bash", [file]];
    case "php":
      return ["php", [file]];
    case "python":
      return ["python3", [file]];
    case "node":
      return ["node", [file]];
    case "csharp":
      return ["mono", [file.replace(/\.cs$/, ".exe")]];
    case "java":
      return ["java", ["-XX:TieredStopAtLevel=1", "-cp", path.join(work, "java-out"), className(op)]];
    case "go":
      return [path.join(work, "go-bin", op.operationId), []];
  }
}

function runSample(op: ApiOperation, language: SampleLanguage) {
  const [cmd, args] = command(op, language);
  return run(cmd, args, {
    cwd: work,
    env: {
      DEPESE_API_KEY: "dp_live_7f3c9a2e41b84d0c9e5a6b1f2d3c4e5f",
      DEPESE_API_URL: `http://127.0.0.1:${ports[op.api]}`,
    },
  });
}

// Mono, on leaving Main, waits for its idle thread-pool worker, which parks for a random 5–60 s:
// on a busy machine about one C# run in ten then took 26–59 s after printing its answer (none in
// 60 with this). So each sample is compiled with this entry point, which runs the sample's own
// Main and exits with its code at once: the sample's source, output and exit code are as published.
const MONO_ENTRY = `using System;
using System.Linq;
using System.Reflection;

static class SampleEntry
{
    static int Main()
    {
        var main = typeof(SampleEntry).Assembly.GetTypes()
            .Where(type => type != typeof(SampleEntry))
            .Select(type => type.GetMethod("Main", BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic))
            .Single(method => method != null);
        var code = (int)main.Invoke(null, null);
        Console.Out.Flush();
        Environment.Exit(code);
        return code;
    }
}
`;

beforeAll(async () => {
  for (const op of [...operations, rejected]) {
    for (const sample of samplesFor(op)) {
      const file = fileOf(op, sample.language);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, sample.source);
    }
  }
  // The file the upload samples send.
  fs.writeFileSync(path.join(work, "faktura-2025-0412.pdf"), "%PDF-1.4\n% Faktura 2025-0412\n%%EOF\n");

  const prism = path.resolve("node_modules/.bin/prism");
  const started = apiReferences.map(async (ref) => {
    ports[ref.api] = await freePort();
    let log = "";
    const child = spawn(
      prism,
      ["mock", "--errors", "-h", "127.0.0.1", "-p", String(ports[ref.api]), path.join(OPENAPI_DIR, ref.file)],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stdout!.on("data", (d) => (log += d));
    child.stderr!.on("data", (d) => (log += d));
    mocks.push(child);
    await waitForMock(`http://127.0.0.1:${ports[ref.api]}/`, child, () => log);
  });

  // One batch per compiled language.
  const goDir = path.join(work, "go");
  fs.writeFileSync(path.join(goDir, "go.mod"), "module depese.cz/samples\n\ngo 1.19\n");
  const goBuild = must("go", ["build", "-o", path.join(work, "go-bin") + "/", "./..."], goDir, {
    GOFLAGS: "-mod=mod",
    GOPROXY: "off",
    GOCACHE: process.env.GOCACHE ?? path.join(os.tmpdir(), "depese-go-cache"),
    CGO_ENABLED: "0",
  });
  const javaFiles = fs.readdirSync(path.join(work, "java")).map((f) => path.join(work, "java", f));
  const javaBuild = must("javac", ["-encoding", "UTF-8", "-d", path.join(work, "java-out"), ...javaFiles], work);
  const monoEntry = path.join(work, "SampleEntry.cs");
  fs.writeFileSync(monoEntry, MONO_ENTRY);
  const csBuild = (async () => {
    for (const file of fs.readdirSync(path.join(work, "csharp"))) {
      await must(
        "mcs",
        [
          "-nologo",
          "-r:System.Net.Http.dll",
          "-main:SampleEntry",
          "-out:" + path.join(work, "csharp", file.replace(/\.cs$/, ".exe")),
          path.join(work, "csharp", file),
          monoEntry,
        ],
        work,
      );
    }
  })();
  await Promise.all([...started, goBuild, javaBuild, csBuild]);
}, 600_000);

afterAll(() => {
  for (const child of mocks) child.kill();
  const summary = sampleLanguages.map((l) => `${l.label} ${ran[l.id] ?? 0}`).join(", ");
  console.log(`Ukázky spuštěné proti mocku (úspěšně): ${summary}; operací: ${operations.length}`);
  fs.rmSync(work, { recursive: true, force: true });
});

/** Something only the mock's answer contains: a value of the example response, or the 204 note. */
function expectedOutput(op: ApiOperation): string {
  if (op.successStatus === 204) return `HTTP 204`;
  const text = JSON.stringify(op.responseExample);
  const value = text.match(/"(?:id|name|credit|messages|data)":("[^"]+"|[\d.]+)/)?.[1] ?? text.match(/:("[^"]+")/)![1];
  return value.replace(/^"|"$/g, "");
}

describe("API code samples against the mock", () => {
  it("generates samples for all 23 operations of both specifications", () => {
    expect(operations.filter((o) => o.api === "json")).toHaveLength(10);
    expect(operations.filter((o) => o.api === "waba")).toHaveLength(13);
  });

  const cases = operations.flatMap((op) => sampleLanguages.map((l) => [op.operationId, l.label, op, l.id] as const));
  it.concurrent.each(cases)(
    "%s (%s) runs and gets the mock's answer",
    async (operationId, label, op, language) => {
      const result = await runSample(op, language);
      const at = `${operationId} (${label}) exited ${result.code}\n${result.stderr}\n${result.stdout}`;
      expect(result.code, at).toBe(0);
      expect(result.stdout, at).toContain(expectedOutput(op));
      ran[language] = (ran[language] ?? 0) + 1;
    },
    60_000,
  );

  it("Go samples are gofmt-formatted", async () => {
    const result = await run("gofmt", ["-l", "."], { cwd: path.join(work, "go") });
    expect(result.code).toBe(0);
    expect(result.stdout.trim(), `not gofmt-formatted:\n${result.stdout}`).toBe("");
  });

  it("Node.js samples type-check as TypeScript (strict)", async () => {
    const dir = path.join(work, "ts");
    fs.mkdirSync(dir, { recursive: true });
    for (const op of operations) fs.copyFileSync(fileOf(op, "node"), path.join(dir, `${op.operationId}.mts`));
    const tsc = path.resolve("node_modules/.bin/tsc");
    const types = path.resolve("node_modules/@types");
    const result = await run(
      tsc,
      [
        "--noEmit",
        "--strict",
        "--target",
        "es2022",
        "--module",
        "nodenext",
        "--moduleResolution",
        "nodenext",
        "--typeRoots",
        types,
        "--types",
        "node",
        "--lib",
        "es2022,dom",
        ...fs.readdirSync(dir).map((f) => path.join(dir, f)),
      ],
      { cwd: dir, timeout: 120_000 },
    );
    expect(result.code, result.stdout).toBe(0);
  }, 120_000);

  it.concurrent.each(sampleLanguages.map((l) => [l.label, l.id] as const))(
    "%s: a request the mock rejects exits non-zero with the error",
    async (_label, language) => {
      const result = await runSample(rejected, language);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/Chyba|error|422|400/i);
    },
    60_000,
  );
});
