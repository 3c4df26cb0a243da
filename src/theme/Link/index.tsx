import React from "react";
import { useLocationContext } from "@gatsbyjs/reach-router";
import { pageHref } from "../../behaviours/links";

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; href?: string; activeClassName?: string };

/** One link for the whole site, a plain anchor (`to` and `href` are interchangeable): links to
 * pages of the site navigate and prefetch through src/behaviours/links.ts, as links in static
 * bodies do; a link to the page shown gets aria-current="page" and activeClassName, as Gatsby's
 * Link gave; other sites' links get rel="noopener". */
export default function Link({ to, href, children, activeClassName, className, ...rest }: Props) {
  const target = to ?? href ?? "";
  // Outside Gatsby's router (the root wrapper, unit tests) there is no location: nothing is current.
  const current = useLocationContext()?.location.pathname;
  const active = pageHref(target) !== null && current === encodeURI(target);
  const external = /^https?:\/\//.test(target);
  return (
    <a
      href={target}
      className={[className, active && activeClassName].filter(Boolean).join(" ") || undefined}
      aria-current={active ? "page" : undefined}
      {...(external ? { rel: "noopener" } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
