// Which source file each byte of a built JavaScript file came from, read from its source map
// (Gatsby writes one next to every production script). `npm run bench` uses it to measure what one
// part of the code (the consent layer, the behaviour layer) adds to a page's JavaScript.

export type SourceMap = { sources: string[]; mappings: string };

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const BASE64_VALUE = new Map([...BASE64].map((char, i) => [char, i]));

/** Decodes one segment's Base64 VLQ fields ("AAgBC" → [0, 0, 16, 1]). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Invalid Base64 VLQ character "${char}" in "${segment}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Per generated line, its segments as [generated column, source index or -1 when unmapped]. */
export function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segments.push([column, source]);
      } else {
        segments.push([column, -1]);
      }
    }
    lines.push(segments.sort((a, b) => a[0] - b[0]));
  }
  return lines;
}

export const UNMAPPED = "(unmapped)";

/** A source path without webpack's prefix: "webpack://depese-web/./src/a.ts" → "src/a.ts". */
export const cleanSource = (source: string) => source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");

/** The generated code of each source, as the pieces its mappings cover: a piece runs from a
 * segment to the next one on its line. Code before a line's first segment, segments without a
 * source and line breaks go to UNMAPPED, so the pieces add up to the whole file. */
export function codeBySource(code: string, map: SourceMap): Map<string, string[]> {
  const pieces = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = pieces.get(source);
    if (list) list.push(text);
    else pieces.set(source, [text]);
  };
  const lines = code.split("\n");
  const mapped = decodeMappings(map.mappings);
  lines.forEach((line, index) => {
    const segments = mapped[index] ?? [];
    add(UNMAPPED, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      add(
        source >= 0 && map.sources[source] !== undefined ? cleanSource(map.sources[source]) : UNMAPPED,
        line.slice(column, end),
      );
    });
    if (index < lines.length - 1) add(UNMAPPED, "\n");
  });
  return pieces;
}

/** UTF-8 bytes of generated code per source. */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const [source, pieces] of codeBySource(code, map))
    bytes.set(
      source,
      pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0),
    );
  return bytes;
}
