import React, { Suspense } from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import SkipToContent, { MAIN_CONTENT_ID } from "../SkipToContent";
import AnnouncementBar from "../AnnouncementBar";
import Navbar from "../Navbar";
import SignupBanner from "../SignupBanner";
import Footer from "../Footer";
import { ConsentFooterLinks } from "../Consent";
import ConsentBanner from "../Consent/Banner";
import ChatWidget from "../Chat";
import PageBanner from "../PageBanner";
import PageErrorBoundary from "../ErrorBoundary";
import { SecondaryMenuProvider } from "../MobileSidebar/SecondaryMenu";
import { MdxImagesContext, type MdxImages } from "../../components/MdxImage/context";
import * as styles from "./styles.module.css";

export type LayoutContext = {
  hideFooter?: boolean;
  draft?: boolean;
  unlisted?: boolean;
  /** An unlisted campaign page: no "unlisted" notice for its visitors. */
  campaign?: boolean;
};

/** The shell of every page, in the order of docs/product-spec.md §2.7. Wrapped around each page by
 * wrapPageElement in gatsby-browser and gatsby-ssr. */
export default function Layout({
  pageContext,
  images,
  children,
}: {
  pageContext: LayoutContext;
  /** The images the page's MDX shows (mdxImagesOf its query result). */
  images: MdxImages;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  // Each region is its own Suspense boundary, so React hydrates the navbar, the page and the
  // footer as separate units and, when the reader clicks into one, that one first.
  return (
    <SecondaryMenuProvider>
      <SkipToContent />
      {/* Early in the page, so the keyboard reaches it right after the skip link; CSS places it at
          the bottom of the window and hides it once the visitor has chosen. */}
      <ConsentBanner />
      <Suspense fallback={null}>
        <AnnouncementBar />
        <Navbar />
      </Suspense>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <PageBanner draft={pageContext.draft} unlisted={pageContext.unlisted && !pageContext.campaign} />
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <MdxImagesContext.Provider value={images}>{children}</MdxImagesContext.Provider>
          </Suspense>
        </PageErrorBoundary>
      </main>
      {/* Rendered on every page, hidden where a page has none: the production browser keeps their
          content as the server's HTML (src/theme/FromServer), which a part mounted after a
          navigation would not have. */}
      <Suspense fallback={null}>
        <SignupBanner hidden={pageContext.hideFooter} />
        <Footer hidden={pageContext.hideFooter}>
          <ConsentFooterLinks />
          <ChatWidget />
        </Footer>
      </Suspense>
    </SecondaryMenuProvider>
  );
}
