import React from "react";
import Link from "../theme/Link";

// The components editors can use in MDX without imports. Links inside the site go through
// Gatsby's Link so they prefetch.
export const mdxComponents = {
  a: ({ href, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) => <Link href={href} {...props} />,
  table: (props: React.TableHTMLAttributes<HTMLTableElement>) => (
    <table {...props} />
  ),
};
