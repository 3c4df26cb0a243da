import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";

// The privacy policy PDF (linked from the cookie banner and the footer) is generated from an
// editable Markdown source before `gatsby build` / `gatsby develop` (onPreBootstrap), and by
// `npx tsx scripts/privacy-pdf.ts`. It goes to static/, which Gatsby copies into public/ before
// the link guard runs. The DejaVu fonts carry the Czech letters.

export const PRIVACY_SOURCE = "content/legal/zasady-ochrany-osobnich-udaju.md";
export const PRIVACY_OUTPUT = "static/zasady-ochrany-osobnich-udaju.pdf";

export type Block = { type: "title" | "h2" | "h3" | "paragraph"; text: string } | { type: "list"; items: string[] };

/** The Markdown subset the policy uses: # / ## / ### headings, paragraphs, "- " lists, **bold**. */
export function parsePolicy(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    if (list) blocks.push({ type: "list", items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ type: (["title", "h2", "h3"] as const)[heading[1].length - 1], text: heading[2] });
    } else if (line.startsWith("- ")) {
      if (paragraph.length) flush();
      (list ??= []).push(line.slice(2));
    } else if (list) list[list.length - 1] += ` ${line}`;
    else paragraph.push(line);
  }
  flush();
  if (blocks[0]?.type !== "title") throw new Error(`${PRIVACY_SOURCE}: the policy must start with a "# " title.`);
  return blocks;
}

/** Renders the blocks into a PDF; resolves with its bytes. */
export function renderPolicyPdf(
  blocks: Block[],
  { root = process.cwd(), compress = true }: { root?: string; compress?: boolean } = {},
): Promise<Buffer> {
  const fontDir = path.join(root, "node_modules/dejavu-fonts-ttf/ttf");
  const title = blocks[0].type === "title" ? blocks[0].text : "";
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    compress,
    lang: "cs-CZ",
    info: { Title: title, Author: "Depeše s.r.o." },
    displayTitle: true,
  });
  doc.registerFont("regular", path.join(fontDir, "DejaVuSans.ttf"));
  doc.registerFont("bold", path.join(fontDir, "DejaVuSans-Bold.ttf"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  /** A run of text with **bold** parts. */
  const rich = (text: string, options: PDFKit.Mixins.TextOptions = {}) => {
    const parts = text.split(/\*\*(.+?)\*\*/);
    parts.forEach((part, i) => {
      if (!part && i < parts.length - 1) return;
      doc.font(i % 2 ? "bold" : "regular").text(part, { ...options, continued: i < parts.length - 1 });
    });
  };

  for (const block of blocks) {
    if (block.type === "list") {
      doc.font("regular").fontSize(10).fillColor("#1a1d24");
      doc.list(
        block.items.map((item) => item.replace(/\*\*/g, "")),
        { bulletRadius: 1.8, textIndent: 12, bulletIndent: 2, lineGap: 2 },
      );
      doc.moveDown(0.5);
    } else if (block.type === "title")
      doc.font("bold").fontSize(18).fillColor("#0b3d91").text(block.text).moveDown(0.6);
    else if (block.type === "h2")
      doc.moveDown(0.6).font("bold").fontSize(13).fillColor("#0b3d91").text(block.text).moveDown(0.3);
    else if (block.type === "h3")
      doc.moveDown(0.3).font("bold").fontSize(11).fillColor("#1a1d24").text(block.text).moveDown(0.2);
    else {
      doc.fontSize(10).fillColor("#1a1d24");
      rich(block.text, { align: "left", lineGap: 2 });
      doc.moveDown(0.5);
    }
  }
  doc.end();
  return done;
}

/** Reads the source and writes the PDF (about half a second, so it simply runs every time). */
export async function writePrivacyPolicyPdf(root: string): Promise<string> {
  const source = path.join(root, PRIVACY_SOURCE);
  const output = path.join(root, PRIVACY_OUTPUT);
  const pdf = await renderPolicyPdf(parsePolicy(fs.readFileSync(source, "utf8")), { root });
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, pdf);
  return output;
}
