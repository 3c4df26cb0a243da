import React from "react";
import type { NavbarConfig } from "../../config";
import Link from "../Link";
import { serverHtml } from "../FromServer";

export type LogoConfig = NavbarConfig["logo"];

/** The file of the default logo in static/; the mark below draws the same picture. */
export const DEFAULT_LOGO_SRC = "/logo.svg";

/** The Depeše mark: a message bubble with a check, inline so it costs no request. */
export function LogoMark({ width = 32, height = width }: { width?: number; height?: number }) {
  return (
    <svg width={width} height={height} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#ffb020" />
      <path
        d="M7 9.5A2.5 2.5 0 0 1 9.5 7h13A2.5 2.5 0 0 1 25 9.5v9a2.5 2.5 0 0 1-2.5 2.5H14l-5 4v-4h.5A2.5 2.5 0 0 1 7 18.5z"
        fill="#0b3d91"
      />
      <path
        d="m11.5 13.8 3 3 6-6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A logo link from its configuration (navbar.logo, footer.logo): `alt` is the link's accessible
 * name, `href`, `target`, `width` and `height` are used as they are. The default logo is drawn
 * inline; `src` and `srcDark` name files served from static/ for uses outside the page (the blog's
 * JSON-LD publisher logo, crawlers), and only a `src` other than the default is shown as an image.
 * Children (the navbar's title) follow the picture inside the link. Its content comes from the
 * configuration only, the same on every page, and the navbar and footer stay mounted across
 * client-side navigations, so the production browser keeps the server's HTML inside the link
 * (src/theme/FromServer) and does not carry the mark's drawing. */
export default function Logo({
  logo,
  className,
  children,
}: {
  logo: LogoConfig;
  className?: string;
  children?: React.ReactNode;
}) {
  const { src, alt, href = "/", target, width, height } = logo;
  const link = { to: href, target, rel: target === "_blank" ? "noopener" : undefined, className, "aria-label": alt };
  if (process.env.PRODUCTION_BROWSER_BUNDLE === "true") return <Link {...link} {...serverHtml} />;
  return (
    <Link {...link}>
      {src === DEFAULT_LOGO_SRC ? (
        <LogoMark width={width} height={height} />
      ) : (
        <img src={src} alt="" width={width} height={height} />
      )}
      {children}
    </Link>
  );
}
