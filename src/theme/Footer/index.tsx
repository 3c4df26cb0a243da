import React from "react";
import { siteConfig, type FooterConfig, type FooterLink } from "../../config";
import { serverHtml } from "../FromServer";
import { cs } from "../../i18n/cs";
import Link from "../Link";
import Logo from "../Logo";
import { czechTypography } from "../../lib/typography";
import { createSlugger } from "../../lib/slug";
import * as styles from "./styles.module.css";

function FooterAnchor({ link }: { link: FooterLink }) {
  return (
    <Link to={link.to} href={link.href} className={styles.link}>
      {czechTypography(link.label)}
    </Link>
  );
}

function FooterColumns({ columns }: { columns: { title: string; items: FooterLink[] }[] }) {
  // Heading ids must be single tokens: aria-labelledby splits on spaces ("O nás").
  const headingId = createSlugger();
  return (
    <div className={styles.columns}>
      {columns.map((column) => {
        const id = `paticka-${headingId(column.title)}`;
        return (
          <section key={column.title} aria-labelledby={id}>
            <h2 id={id} className={styles.title}>
              {czechTypography(column.title)}
            </h2>
            <ul className={styles.list}>
              {column.items.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Link columns (or a single row), the logo when configured, the copyright, and a slot for the
 * chat widget (docs/product-spec.md §2.6). `footer` is the site's configuration unless a test passes another. */
export default function Footer({
  children,
  footer = siteConfig.footer,
  hidden,
}: {
  children?: React.ReactNode;
  footer?: FooterConfig;
  /** A page without the footer: Layout keeps it mounted, hidden, so it is there after a navigation. */
  hidden?: boolean;
}) {
  const columns =
    footer.links.length > 0 && "title" in footer.links[0]
      ? (footer.links as unknown as { title: string; items: FooterLink[] }[])
      : null;
  return (
    <footer className={[styles.footer, styles[footer.style]].join(" ")} aria-label={cs.footer.label} hidden={hidden}>
      <div className={styles.inner}>
        {/* In the production browser bundle the links and copyright are the server's HTML
            (src/theme/FromServer). The test is written out where it is made: webpack drops the
            other branch, and the modules only it uses, when it sees the defined name itself. */}
        {process.env.PRODUCTION_BROWSER_BUNDLE === "true" ? (
          <div className={columns ? styles.columns : styles.row} {...serverHtml} />
        ) : columns ? (
          <FooterColumns columns={columns} />
        ) : (
          <ul className={styles.row}>
            {(footer.links as unknown as FooterLink[]).map((link) => (
              <li key={link.label}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.bottom}>
          {footer.logo && <Logo logo={footer.logo} className={styles.logo} />}
          {process.env.PRODUCTION_BROWSER_BUNDLE === "true" ? (
            <p className={styles.copyright} {...serverHtml} />
          ) : (
            <p className={styles.copyright}>{footer.copyright}</p>
          )}
          {children}
        </div>
      </div>
    </footer>
  );
}
