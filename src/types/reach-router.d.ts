// Gatsby's router ships without types; the site uses only useLocation.
declare module "@gatsbyjs/reach-router" {
  export function useLocation(): { pathname: string; search: string; hash: string; href?: string };
}
