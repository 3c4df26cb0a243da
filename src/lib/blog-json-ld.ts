// BlogPosting structured data (schema.org) of a post, for a <script type="application/ld+json">.

export type BlogPostingInput = {
  origin: string;
  route: string;
  title: string;
  description: string;
  date: string;
  words: number;
  cover: string | null;
  authors: { name: string; route: string }[];
  tags: string[];
  publisher: { name: string; logo: string };
};

export function blogPostingJsonLd(post: BlogPostingInput): Record<string, unknown> {
  const url = `${post.origin}${encodeURI(post.route)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date.slice(0, 10),
    inLanguage: "cs",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.cover ? { image: `${post.origin}${post.cover}` } : {}),
    wordCount: post.words,
    keywords: post.tags.join(", "),
    author: post.authors.map((a) => ({ "@type": "Person", name: a.name, url: `${post.origin}${a.route}` })),
    publisher: {
      "@type": "Organization",
      name: post.publisher.name,
      logo: { "@type": "ImageObject", url: `${post.origin}${post.publisher.logo}` },
    },
  };
}

/** JSON safe inside a <script> element: "<" is escaped so "</script>" cannot end it. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, "\\u003c");
