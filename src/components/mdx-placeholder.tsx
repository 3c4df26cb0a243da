// Stands for a module a bundle must not carry: a compiled MDX file of content/pages/ in the
// production browser bundle (its body arrives as HTML in the page data, src/components/landing.browser.tsx),
// and the Redoc reference in the HTML renderer (it renders only in the browser).
export default function MdxPlaceholder() {
  return null;
}
