// Gatsby's router ships without types; the site uses only these.
declare module "@gatsbyjs/reach-router" {
  export function useLocation(): { pathname: string; search: string; hash: string; href?: string };
  /** The router's location, or undefined outside it (useLocation throws there). */
  export function useLocationContext(): { location: { pathname: string } } | undefined;
  /** A relative path resolved against a base path, as the router resolves its routes' links. */
  export function resolve(to: string, base: string): string;
}
