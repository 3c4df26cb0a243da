// Stands for a compiled MDX file of content/pages/ in the production browser bundle: its body
// arrives as HTML in the page data (src/components/landing.browser.tsx), so its code is not needed.
export default function MdxPlaceholder() {
  return null;
}
