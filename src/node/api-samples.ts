import type { ApiOperation } from "./api-operations";

// Code samples for every API operation in seven languages, generated from the operation's method,
// path and the example of its specification (src/node/api-operations.ts), so the samples cannot
// drift from the spec. The same text is shown on the guide pages (remark-api-docs.ts), in Redoc
// (x-codeSamples) and executed against a mock of the spec in src/node/api-samples.run.test.ts.
// Every sample reads the key from DEPESE_API_KEY and the base URL from DEPESE_API_URL (the
// production address when unset), prints the response, and on an error response prints the
// error and exits with 1. Only each language's standard library (PHP's curl extension).

export const sampleLanguages = [
  { id: "curl", label: "curl", prism: "bash", redoc: "Shell", extension: "sh" },
  { id: "php", label: "PHP", prism: "php", redoc: "PHP", extension: "php" },
  { id: "python", label: "Python", prism: "python", redoc: "Python", extension: "py" },
  { id: "node", label: "Node.js", prism: "javascript", redoc: "JavaScript", extension: "mjs" },
  { id: "csharp", label: "C#", prism: "csharp", redoc: "C#", extension: "cs" },
  { id: "java", label: "Java", prism: "java", redoc: "Java", extension: "java" },
  { id: "go", label: "Go", prism: "go", redoc: "Go", extension: "go" },
] as const;

export type SampleLanguage = (typeof sampleLanguages)[number]["id"];

/** SendMessage for sendMessage: the Java and C# class name. */
export const className = (op: ApiOperation) => op.operationId[0].toUpperCase() + op.operationId.slice(1);

const title = (op: ApiOperation) => `${op.summary} (${op.method} ${op.path})`;
const queryString = (op: ApiOperation) =>
  op.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
/** Pretty JSON with short arrays of plain values on one line, as people write it by hand. */
function json(value: unknown, indent: number | string = 2, level = 0): string {
  const pad = typeof indent === "number" ? " ".repeat(indent) : indent;
  const inner = pad.repeat(level + 1);
  if (Array.isArray(value)) {
    if (!value.length) return "[]";
    const flat = value.every((v) => v === null || typeof v !== "object")
      ? `[${value.map((v) => JSON.stringify(v)).join(", ")}]`
      : "";
    if (flat && flat.length <= 60) return flat;
    return `[\n${value.map((v) => inner + json(v, indent, level + 1)).join(",\n")}\n${pad.repeat(level)}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "{}";
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${json(v, indent, level + 1)}`).join(",\n")}\n${pad.repeat(level)}}`;
  }
  return JSON.stringify(value);
}
const indentLines = (text: string, prefix: string) =>
  text
    .split("\n")
    .map((line, i) => (i === 0 ? line : prefix + line))
    .join("\n");
const returnsBody = (op: ApiOperation) => op.successStatus !== 204;

// ---------- curl ----------

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function curl(op: ApiOperation): string {
  const lines = [
    `curl -sS --fail-with-body${op.method === "GET" || (op.method === "POST" && op.body) ? "" : ` -X ${op.method}`} \\`,
  ];
  const url = `"\${DEPESE_API_URL:-${op.baseUrl}}${op.examplePath}"`;
  if (op.query.length) {
    lines.push(`  -G ${url} \\`);
    for (const [k, v] of op.query) lines.push(`  --data-urlencode ${shellQuote(`${k}=${v}`)} \\`);
  } else lines.push(`  ${url} \\`);
  lines.push(`  -H "X-Api-Key: $DEPESE_API_KEY"`);
  const body = op.body;
  if (body?.type === "json") {
    lines[lines.length - 1] += " \\";
    lines.push(`  -H "Content-Type: application/json" \\`, `  --data-binary ${shellQuote(json(body.value))}`);
  } else if (body?.type === "form") {
    for (const [k, v] of body.fields) lines[lines.length - 1] += ` \\\n  --data-urlencode ${shellQuote(`${k}=${v}`)}`;
  } else if (body?.type === "multipart") {
    for (const [k, v] of body.fields) lines[lines.length - 1] += ` \\\n  -F ${shellQuote(`${k}=${v}`)}`;
    lines[lines.length - 1] +=
      ` \\\n  -F ${shellQuote(`${body.file.field}=@${body.file.fileName};type=${body.file.contentType}`)}`;
  }
  if (!returnsBody(op)) lines[lines.length - 1] += ` \\\n  -w 'Hotovo (HTTP %{http_code})\\n'`;
  return `# ${title(op)}\n# --fail-with-body: při chybě vypíše odpověď API a skončí nenulovým kódem.\n${lines.join("\n")}\n`;
}

// ---------- PHP ----------

const phpString = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

function phpLiteral(value: unknown, indent = ""): string {
  const inner = indent + "    ";
  if (Array.isArray(value)) {
    if (!value.length) return "[]";
    return `[\n${value.map((v) => inner + phpLiteral(v, inner)).join(",\n")},\n${indent}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "new stdClass()";
    return `[\n${entries.map(([k, v]) => `${inner}${phpString(k)} => ${phpLiteral(v, inner)}`).join(",\n")},\n${indent}]`;
  }
  if (typeof value === "string") return phpString(value);
  if (value === null) return "null";
  return String(value);
}

function php(op: ApiOperation): string {
  const url = `$baseUrl . ${phpString(op.examplePath + (op.query.length ? "?" : ""))}${op.query.length ? ` . http_build_query(${phpLiteral(Object.fromEntries(op.query))})` : ""}`;
  const headers = ["'X-Api-Key: ' . getenv('DEPESE_API_KEY')"];
  let payload = "";
  let postFields = "";
  const body = op.body;
  if (body?.type === "json") {
    headers.push("'Content-Type: application/json'");
    payload = `$payload = ${phpLiteral(body.value)};\n\n`;
    postFields = "    CURLOPT_POSTFIELDS => json_encode($payload, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES),\n";
  } else if (body?.type === "form") {
    payload = `$form = ${phpLiteral(Object.fromEntries(body.fields))};\n\n`;
    postFields = "    CURLOPT_POSTFIELDS => http_build_query($form),\n";
  } else if (body?.type === "multipart") {
    const fields = Object.fromEntries(body.fields);
    payload = `$form = ${phpLiteral(fields).replace(/\n\]$/, `\n    ${phpString(body.file.field)} => new CURLFile(${phpString(body.file.fileName)}, ${phpString(body.file.contentType)}),\n]`)};\n\n`;
    postFields = "    CURLOPT_POSTFIELDS => $form,\n";
  }
  const output = returnsBody(op)
    ? "echo json_encode($result, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), PHP_EOL;"
    : `echo "Hotovo (HTTP $status)", PHP_EOL;`;
  return `<?php
// ${title(op)}
$baseUrl = getenv('DEPESE_API_URL') ?: ${phpString(op.baseUrl)};
${payload}$ch = curl_init(${url});
curl_setopt_array($ch, [
    CURLOPT_CUSTOMREQUEST => '${op.method}',
    CURLOPT_HTTPHEADER => [${headers.join(", ")}],
${postFields}    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 30,
]);
$body = curl_exec($ch);
if ($body === false) {
    fwrite(STDERR, 'Spojení se nezdařilo: ' . curl_error($ch) . PHP_EOL);
    exit(1);
}
$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
$result = json_decode($body, true);
if ($status >= 400) {
    fwrite(STDERR, "Chyba {$result['code']} {$result['name']}: {$result['message']}" . PHP_EOL);
    exit(1);
}
${output}
`;
}

// ---------- Python ----------

function pythonLiteral(value: unknown, indent = ""): string {
  const inner = indent + "    ";
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((v) => inner + pythonLiteral(v, inner)).join(",\n")},\n${indent}]` : "[]";
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length
      ? `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)}`).join(",\n")},\n${indent}}`
      : "{}";
  }
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  return JSON.stringify(value);
}

function python(op: ApiOperation): string {
  const imports = ["json", "os", "sys", "urllib.error", "urllib.request"];
  const url = `f"{base_url}${op.examplePath}${op.query.length ? "?{query}" : ""}"`;
  let prelude = "";
  let data = "";
  const headers = [`"X-Api-Key": os.environ["DEPESE_API_KEY"]`];
  const body = op.body;
  if (op.query.length) {
    imports.push("urllib.parse");
    prelude += `query = urllib.parse.urlencode(${pythonLiteral(Object.fromEntries(op.query))})\n`;
  }
  if (body?.type === "json") {
    prelude += `payload = ${pythonLiteral(body.value)}\n`;
    data = "    data=json.dumps(payload).encode(),\n";
    headers.push(`"Content-Type": "application/json"`);
  } else if (body?.type === "form") {
    if (!imports.includes("urllib.parse")) imports.push("urllib.parse");
    prelude += `form = ${pythonLiteral(Object.fromEntries(body.fields))}\n`;
    data = "    data=urllib.parse.urlencode(form).encode(),\n";
    headers.push(`"Content-Type": "application/x-www-form-urlencoded"`);
  } else if (body?.type === "multipart") {
    imports.push("uuid");
    const parts = body.fields.map(
      ([k, v]) => `    f'--{boundary}\\r\\nContent-Disposition: form-data; name="${k}"\\r\\n\\r\\n${v}\\r\\n'`,
    );
    prelude += `# urllib nemá vestavěný multipart/form-data, tělo sestavíme sami.
boundary = uuid.uuid4().hex
with open(${JSON.stringify(body.file.fileName)}, "rb") as file:
    content = file.read()
data = (
${parts.join("\n")}
    f'--{boundary}\\r\\nContent-Disposition: form-data; name="${body.file.field}"; filename="${body.file.fileName}"\\r\\n'
    f"Content-Type: ${body.file.contentType}\\r\\n\\r\\n"
).encode() + content + f"\\r\\n--{boundary}--\\r\\n".encode()
`;
    data = "    data=data,\n";
    headers.push(`"Content-Type": f"multipart/form-data; boundary={boundary}"`);
  }
  const success = returnsBody(op)
    ? `    with urllib.request.urlopen(request, timeout=30) as response:\n        result = json.load(response)`
    : `    with urllib.request.urlopen(request, timeout=30) as response:\n        status = response.status`;
  const output = returnsBody(op)
    ? "print(json.dumps(result, ensure_ascii=False, indent=2))"
    : `print(f"Hotovo (HTTP {status})")`;
  return `# ${title(op)}
# Jen standardní knihovna (urllib), žádný balíček navíc.
${imports
  .sort()
  .map((m) => `import ${m}`)
  .join("\n")}

base_url = os.environ.get("DEPESE_API_URL", ${JSON.stringify(op.baseUrl)})
${prelude}
request = urllib.request.Request(
    ${url},
    method="${op.method}",
${data}    headers={${headers.join(", ")}},
)
try:
${success}
except urllib.error.HTTPError as error:
    problem = json.load(error)
    sys.exit(f"Chyba {problem['code']} {problem['name']}: {problem['message']}")
${output}
`;
}

// ---------- Node.js ----------

function jsLiteral(value: unknown, indent = ""): string {
  const inner = indent + "  ";
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((v) => inner + jsLiteral(v, inner)).join(",\n")},\n${indent}]` : "[]";
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    return entries.length
      ? `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${jsLiteral(v, inner)}`).join(",\n")},\n${indent}}`
      : "{}";
  }
  return JSON.stringify(value);
}

function node(op: ApiOperation): string {
  const imports: string[] = [];
  const headers = [`"X-Api-Key": process.env.DEPESE_API_KEY ?? ""`];
  let prelude = "";
  let bodyLine = "";
  const body = op.body;
  if (body?.type === "json") {
    headers.push(`"Content-Type": "application/json"`);
    bodyLine = `  body: JSON.stringify(${indentLines(jsLiteral(body.value), "  ")}),\n`;
  } else if (body?.type === "form") {
    bodyLine = `  body: new URLSearchParams(${indentLines(jsLiteral(Object.fromEntries(body.fields)), "  ")}),\n`;
  } else if (body?.type === "multipart") {
    imports.push(`import { readFile } from "node:fs/promises";`);
    prelude = `const form = new FormData();\n${body.fields.map(([k, v]) => `form.append(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join("\n")}
form.append(${JSON.stringify(body.file.field)}, new Blob([await readFile(${JSON.stringify(body.file.fileName)})], { type: ${JSON.stringify(body.file.contentType)} }), ${JSON.stringify(body.file.fileName)});\n\n`;
    bodyLine = "  body: form,\n";
  }
  const query = op.query.length
    ? `?\${new URLSearchParams({ ${op.query.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(", ")} })}`
    : "";
  const output = returnsBody(op)
    ? "console.log(JSON.stringify(await response.json(), null, 2));"
    : "console.log(`Hotovo (HTTP ${response.status})`);";
  return `// ${title(op)}
// Node.js 18+ (fetch je vestavěný); platí i jako TypeScript.
${imports.length ? imports.join("\n") + "\n" : ""}const baseUrl = process.env.DEPESE_API_URL ?? ${JSON.stringify(op.baseUrl)};

${prelude}const response = await fetch(\`\${baseUrl}${op.examplePath}${query}\`, {
  method: "${op.method}",
  headers: { ${headers.join(", ")} },
${bodyLine}});

if (!response.ok) {
  const error = await response.json();
  console.error(\`Chyba \${error.code} \${error.name}: \${error.message}\`);
  process.exit(1);
}
${output}
`;
}

// ---------- C# ----------

const csVerbatim = (s: string) => `@"${s.replace(/"/g, '""')}"`;
const csString = (s: string) => JSON.stringify(s);

function csharp(op: ApiOperation): string {
  const url = `baseUrl + ${csString(op.examplePath + (op.query.length ? "?" + queryString(op) : ""))}`;
  const body = op.body;
  let content = "";
  let send: string;
  if (body?.type === "json") {
    content = `            var json = ${indentLines(csVerbatim(json(body.value)), "            ")};\n            var content = new StringContent(json, Encoding.UTF8, "application/json");\n`;
  } else if (body?.type === "form") {
    content = `            var content = new FormUrlEncodedContent(new Dictionary<string, string>\n            {\n${body.fields.map(([k, v]) => `                [${csString(k)}] = ${csString(v)},`).join("\n")}\n            });\n`;
  } else if (body?.type === "multipart") {
    // Quoted names, as RFC 7578 writes them; some servers do not parse .NET's unquoted default.
    const quoted = (s: string) => csString(`"${s}"`);
    content = `            var content = new MultipartFormDataContent();\n${body.fields.map(([k, v]) => `            content.Add(new StringContent(${csString(v)}), ${quoted(k)});`).join("\n")}
            var file = new ByteArrayContent(File.ReadAllBytes(${csString(body.file.fileName)}));
            file.Headers.ContentType = new MediaTypeHeaderValue(${csString(body.file.contentType)});
            file.Headers.ContentDisposition = new ContentDispositionHeaderValue("form-data") { Name = ${quoted(body.file.field)}, FileName = ${quoted(body.file.fileName)} };
            content.Add(file);\n`;
  }
  if (op.method === "GET") send = `await http.GetAsync(${url})`;
  else if (op.method === "DELETE") send = `await http.DeleteAsync(${url})`;
  else if (op.method === "POST") send = `await http.PostAsync(${url}, content)`;
  else
    send = `await http.SendAsync(new HttpRequestMessage(new HttpMethod("${op.method}"), ${url}) { Content = content })`;
  const output = returnsBody(op)
    ? "Console.WriteLine(body);"
    : `Console.WriteLine($"Hotovo (HTTP {(int)response.StatusCode})");`;
  return `// ${title(op)}
// Jen standardní knihovna (System.Net.Http); přeloží .NET i Mono.
using System;
using System.Collections.Generic;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;

class ${className(op)}
{
    static int Main() => RunAsync().GetAwaiter().GetResult();

    static async Task<int> RunAsync()
    {
        var baseUrl = Environment.GetEnvironmentVariable("DEPESE_API_URL") ?? ${csString(op.baseUrl)};
        using (var http = new HttpClient())
        {
            http.DefaultRequestHeaders.Add("X-Api-Key", Environment.GetEnvironmentVariable("DEPESE_API_KEY"));
${content}            var response = ${send};
            var body = await response.Content.ReadAsStringAsync();
            if (!response.IsSuccessStatusCode)
            {
                // Tělo chyby: {"code": …, "name": "…", "message": "…", "requestId": "…"}
                Console.Error.WriteLine($"Chyba HTTP {(int)response.StatusCode}: {body}");
                return 1;
            }
            ${output}
            return 0;
        }
    }
}
`;
}

// ---------- Java ----------

function java(op: ApiOperation): string {
  const body = op.body;
  const imports = [
    "java.net.URI",
    "java.net.http.HttpClient",
    "java.net.http.HttpRequest",
    "java.net.http.HttpResponse",
  ];
  let prelude = "";
  let publisher = "HttpRequest.BodyPublishers.noBody()";
  const headers = [`.header("X-Api-Key", System.getenv("DEPESE_API_KEY"))`];
  const needsEncode = op.query.length || body?.type === "form";
  if (needsEncode) imports.push("java.net.URLEncoder", "java.nio.charset.StandardCharsets");
  const encode = (k: string, v: string) =>
    `${JSON.stringify(k + "=")} + URLEncoder.encode(${JSON.stringify(v)}, StandardCharsets.UTF_8)`;
  let url = `baseUrl + ${JSON.stringify(op.examplePath)}`;
  if (op.query.length)
    url += ` + "?"\n            + ${op.query.map(([k, v]) => encode(k, v)).join(` + "&"\n            + `)}`;
  if (body?.type === "json") {
    prelude = `        String json = """\n${json(body.value)
      .split("\n")
      .map((l) => "            " + l.replace(/\\/g, "\\\\"))
      .join("\n")}\n            """;\n`;
    publisher = "HttpRequest.BodyPublishers.ofString(json)";
    headers.push(`.header("Content-Type", "application/json")`);
  } else if (body?.type === "form") {
    prelude = `        String form = ${body.fields.map(([k, v]) => encode(k, v)).join(`\n            + "&" + `)};\n`;
    publisher = "HttpRequest.BodyPublishers.ofString(form)";
    headers.push(`.header("Content-Type", "application/x-www-form-urlencoded")`);
  } else if (body?.type === "multipart") {
    imports.push(
      "java.io.ByteArrayOutputStream",
      "java.nio.charset.StandardCharsets",
      "java.nio.file.Files",
      "java.nio.file.Path",
      "java.util.UUID",
    );
    prelude = `        // java.net.http neumí multipart/form-data, tělo sestavíme sami.
        String boundary = UUID.randomUUID().toString();
        ByteArrayOutputStream multipart = new ByteArrayOutputStream();
${body.fields.map(([k, v]) => `        multipart.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${k}\\"\\r\\n\\r\\n" + ${JSON.stringify(v)} + "\\r\\n").getBytes(StandardCharsets.UTF_8));`).join("\n")}
        multipart.write(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${body.file.field}\\"; filename=\\"${body.file.fileName}\\"\\r\\n"
            + "Content-Type: ${body.file.contentType}\\r\\n\\r\\n").getBytes(StandardCharsets.UTF_8));
        multipart.write(Files.readAllBytes(Path.of(${JSON.stringify(body.file.fileName)})));
        multipart.write(("\\r\\n--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));
`;
    publisher = "HttpRequest.BodyPublishers.ofByteArray(multipart.toByteArray())";
    headers.push(`.header("Content-Type", "multipart/form-data; boundary=" + boundary)`);
  }
  const method =
    op.method === "GET"
      ? ".GET()"
      : op.method === "DELETE"
        ? ".DELETE()"
        : op.method === "POST"
          ? `.POST(${publisher})`
          : `.method("${op.method}", ${publisher})`;
  const output = returnsBody(op)
    ? "System.out.println(response.body());"
    : `System.out.println("Hotovo (HTTP " + response.statusCode() + ")");`;
  return `// ${title(op)}
// Jen standardní knihovna (java.net.http, Java 17+).
${[...new Set(imports)]
  .sort()
  .map((i) => `import ${i};`)
  .join("\n")}

public class ${className(op)} {
    public static void main(String[] args) throws Exception {
        String baseUrl = System.getenv().getOrDefault("DEPESE_API_URL", ${JSON.stringify(op.baseUrl)});
${prelude}        HttpRequest request = HttpRequest.newBuilder(URI.create(${url}))
            ${headers.join("\n            ")}
            ${method}
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 400) {
            // Tělo chyby: {"code": …, "name": "…", "message": "…", "requestId": "…"}
            System.err.println("Chyba HTTP " + response.statusCode() + ": " + response.body());
            System.exit(1);
        }
        ${output}
    }
}
`;
}

// ---------- Go ----------

function go(op: ApiOperation): string {
  const body = op.body;
  const imports = new Set(["encoding/json", "fmt", "io", "log", "net/http", "os"]);
  let prelude = "";
  let reader = "nil";
  const headers = [`req.Header.Set("X-Api-Key", os.Getenv("DEPESE_API_KEY"))`];
  let url = `baseURL+${JSON.stringify(op.examplePath)}`;
  // gofmt aligns the values of consecutive keys.
  const values = (pairs: [string, string][]) => {
    const width = Math.max(...pairs.map(([k]) => JSON.stringify(k).length));
    return `url.Values{\n${pairs.map(([k, v]) => `\t\t${`${JSON.stringify(k)}:`.padEnd(width + 1)} {${JSON.stringify(v)}},`).join("\n")}\n\t}`;
  };
  if (op.query.length) {
    imports.add("net/url");
    prelude += `\tquery := ${values(op.query)}\n`;
    url += `+"?"+query.Encode()`;
  }
  if (body?.type === "json") {
    imports.add("strings");
    prelude += `\tpayload := \`${json(body.value, "\t")
      .split("\n")
      .map((l, i) => (i === 0 ? l : "\t" + l))
      .join("\n")}\`\n`;
    reader = "strings.NewReader(payload)";
    headers.push(`req.Header.Set("Content-Type", "application/json")`);
  } else if (body?.type === "form") {
    imports.add("net/url");
    imports.add("strings");
    prelude += `\tform := ${values(body.fields)}\n`;
    reader = "strings.NewReader(form.Encode())";
    headers.push(`req.Header.Set("Content-Type", "application/x-www-form-urlencoded")`);
  } else if (body?.type === "multipart") {
    imports.add("bytes");
    imports.add("mime/multipart");
    imports.add("net/textproto");
    prelude += `\tvar buf bytes.Buffer
\tform := multipart.NewWriter(&buf)
${body.fields.map(([k, v]) => `\tform.WriteField(${JSON.stringify(k)}, ${JSON.stringify(v)})`).join("\n")}
\tpart, err := form.CreatePart(textproto.MIMEHeader{
\t\t"Content-Disposition": {\`form-data; name="${body.file.field}"; filename="${body.file.fileName}"\`},
\t\t"Content-Type":        {${JSON.stringify(body.file.contentType)}},
\t})
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tfile, err := os.ReadFile(${JSON.stringify(body.file.fileName)})
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tpart.Write(file)
\tform.Close()
`;
    reader = "&buf";
    headers.push(`req.Header.Set("Content-Type", form.FormDataContentType())`);
  }
  const method = {
    GET: "MethodGet",
    POST: "MethodPost",
    PUT: "MethodPut",
    PATCH: "MethodPatch",
    DELETE: "MethodDelete",
  }[op.method];
  const output = returnsBody(op)
    ? "\tfmt.Println(string(data))"
    : `\tfmt.Printf("Hotovo (HTTP %d)\\n", resp.StatusCode)`;
  return `// ${title(op)}
// Jen standardní knihovna (net/http).
package main

import (
${[...imports]
  .sort()
  .map((i) => `\t"${i}"`)
  .join("\n")}
)

func main() {
\tbaseURL := os.Getenv("DEPESE_API_URL")
\tif baseURL == "" {
\t\tbaseURL = ${JSON.stringify(op.baseUrl)}
\t}
${prelude}\treq, err := http.NewRequest(http.${method}, ${url}, ${reader})
\tif err != nil {
\t\tlog.Fatal(err)
\t}
${headers.map((h) => `\t${h}`).join("\n")}

\tresp, err := http.DefaultClient.Do(req)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tdefer resp.Body.Close()
\tdata, err := io.ReadAll(resp.Body)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tif resp.StatusCode >= 400 {
\t\tvar apiErr struct {
\t\t\tCode    int    \`json:"code"\`
\t\t\tName    string \`json:"name"\`
\t\t\tMessage string \`json:"message"\`
\t\t}
\t\tjson.Unmarshal(data, &apiErr)
\t\tlog.Fatalf("Chyba %d %s: %s", apiErr.Code, apiErr.Name, apiErr.Message)
\t}
${output}
}
`;
}

const generators: Record<SampleLanguage, (op: ApiOperation) => string> = { curl, php, python, node, csharp, java, go };

export type CodeSample = { language: SampleLanguage; label: string; prism: string; source: string };

/** The seven samples of one operation, in the tabs' order. */
export function samplesFor(op: ApiOperation): CodeSample[] {
  return sampleLanguages.map((l) => ({ language: l.id, label: l.label, prism: l.prism, source: generators[l.id](op) }));
}

/** Redoc's x-codeSamples for one operation. */
export function redocCodeSamples(op: ApiOperation): { lang: string; label: string; source: string }[] {
  return sampleLanguages.map((l) => ({ lang: l.redoc, label: l.label, source: generators[l.id](op) }));
}
