import React, { useContext } from "react";
import { czechTypography } from "../../lib/typography";
import { MdxImagesContext } from "./context";
import * as styles from "./styles.module.css";

export { MdxImagesContext, type MdxImages } from "./context";

/** "./obrazky/a.png" → "obrazky/a.png"; other addresses stay as they are. */
export const relativeImageKey = (src: string) => src.replace(/^\.\//, "");

/** Markdown images. A file next to the MDX renders as a responsive <picture> from the data
 * gatsby-plugin-image made at build time: AVIF and WebP sources, a srcset, fixed proportions (no
 * layout shift) and lazy loading, with no JavaScript of its own. Anything else is a plain <img>.
 * The Markdown title becomes the caption. */
export default function MdxImage({ src = "", alt = "", title }: React.ImgHTMLAttributes<HTMLImageElement>) {
  const key = relativeImageKey(src);
  const image = useContext(MdxImagesContext).find((candidate) => candidate.src === key)?.file?.childImageSharp
    ?.gatsbyImageData;
  const picture = image ? (
    <picture
      className={styles.picture}
      style={{ backgroundColor: image.backgroundColor, aspectRatio: `${image.width} / ${image.height}` }}
    >
      {image.images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.image}
        src={image.images.fallback?.src}
        srcSet={image.images.fallback?.srcSet}
        sizes={image.images.fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  ) : (
    <img className={styles.image} src={src} alt={alt} loading="lazy" decoding="async" />
  );
  if (!title) return picture;
  return (
    <figure className={styles.figure}>
      {picture}
      <figcaption>{czechTypography(title)}</figcaption>
    </figure>
  );
}
