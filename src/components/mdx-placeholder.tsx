// Stands for a module a bundle must not carry: src/components/MdxBody outside the HTML renderer (a
// static body arrives as HTML in the page data, src/components/StaticBody), and the Redoc reference in
// the HTML renderer (it renders only in the browser). See src/node/webpack.ts.
export default function MdxPlaceholder() {
  return null;
}
