import React from "react";
import { Link as GatsbyLink } from "gatsby";

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; href?: string; activeClassName?: string };

/** One link for the whole site: internal paths go through Gatsby's Link (prefetching), the rest
 * are plain anchors, opened in the same tab; `to` and `href` are interchangeable. */
export default function Link({ to, href, children, activeClassName, ...rest }: Props) {
  const target = to ?? href ?? "";
  const internal = target.startsWith("/") && !target.startsWith("//") && !/\.[a-z0-9]{2,5}(?:[?#]|$)/i.test(target);
  if (internal) {
    return (
      <GatsbyLink to={target} activeClassName={activeClassName} {...(rest as object)}>
        {children}
      </GatsbyLink>
    );
  }
  const external = /^https?:\/\//.test(target);
  return (
    <a href={target} {...(external ? { rel: "noopener" } : {})} {...rest}>
      {children}
    </a>
  );
}
