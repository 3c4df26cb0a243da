import React from "react";
import Seo from "../Seo";
import { cs } from "../../i18n/cs";

type Props = React.ComponentProps<typeof Seo>;

/** The Head of every blog page: the shared Seo plus the link to the RSS feed. */
export default function BlogSeo({ children, ...props }: Props) {
  return (
    <Seo {...props}>
      <link rel="alternate" type="application/rss+xml" title={cs.blog.feedTitle} href="/blog/rss.xml" />
      {children}
    </Seo>
  );
}
