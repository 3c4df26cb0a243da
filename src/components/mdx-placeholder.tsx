// Stands for src/components/MdxBody outside the HTML renderer (src/node/webpack.ts): a static body
// arrives as HTML in the page data (src/components/StaticBody), so the compiled MDX is not needed.
export default function MdxPlaceholder() {
  return null;
}
