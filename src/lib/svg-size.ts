// The intrinsic size of an SVG file, so an <img> can reserve its space (no layout shift).

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="\\s*([\\d.]+)(?:px)?\\s*"`).exec(tag)?.[1];

export function svgSize(source: string): { width: number; height: number } | null {
  const tag = /<svg\b[^>]*>/i.exec(source)?.[0];
  if (!tag) return null;
  const width = attr(tag, "width");
  const height = attr(tag, "height");
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const viewBox = /\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(tag);
  if (viewBox) return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
  return null;
}
