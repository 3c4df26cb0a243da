import React from "react";

// What the unit tests put in place of the "gatsby" module (`vi.mock("gatsby", () => import(…))`):
// its Link as a plain anchor, since Gatsby's router and loader don't exist outside a build.
export function Link({
  to,
  activeClassName: _active,
  children,
  ...rest
}: {
  to: string;
  activeClassName?: string;
  children?: React.ReactNode;
}) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
