// Stands for ./ServerBody.tsx in every bundle but the HTML renderer's (./webpack.ts): a static body
// reaches the browser as HTML, and `gatsby develop` renders gatsby-plugin-mdx's component per file.
export default function ServerBodyPlaceholder() {
  return null;
}
