import React from "react";
import Seo from "../Seo";
import { csBlog } from "../../i18n/cs-blog";

type Props = React.ComponentProps<typeof Seo>;

/** The Head of every blog page: the shared Seo plus the link to the RSS feed. */
export default function BlogSeo({ children, ...props }: Props) {
  return (
    <Seo {...props}>
      <link rel="alternate" type="application/rss+xml" title={csBlog.feedTitle} href="/blog/rss.xml" />
      {children}
    </Seo>
  );
}
