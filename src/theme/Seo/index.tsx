import React from "react";
import { siteConfig, siteUrl } from "../../config";

type Props = {
  title: string;
  description?: string | null;
  pathname: string;
  noindex?: boolean;
  /** Open Graph type: "article" for blog posts, "website" for everything else. */
  ogType?: "website" | "article";
  children?: React.ReactNode;
};

/** Head tags of every page through Gatsby's Head API: title "… | Depeše", description,
 * canonical URL and Open Graph. */
export default function Seo({ title, description, pathname, noindex, ogType = "website", children }: Props) {
  const fullTitle =
    title === siteConfig.title ? `${siteConfig.title} – ${siteConfig.tagline}` : `${title} | ${siteConfig.title}`;
  const url = `${siteUrl}${encodeURI(decodeURI(pathname))}`;
  const text = description ?? siteConfig.tagline;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:locale" content="cs_CZ" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${siteUrl}/og-image.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      {children}
    </>
  );
}
