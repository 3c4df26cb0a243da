// The shell's parts that are the same on every page and never change (the consent banner, the
// closing call to action, the footer's links) reach the production browser as the server's HTML:
// plugins/gatsby-overrides/webpack.ts swaps their modules for `*.browser.tsx` siblings that render only the outer
// element with these props. React keeps an element's nodes when it hydrates one with
// dangerouslySetInnerHTML, and Layout keeps these parts mounted across client-side navigations,
// so their content and its code never ship as JavaScript.

export const serverHtml = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;
