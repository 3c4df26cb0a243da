import React from "react";
import { siteConfig, type FooterLink } from "../../config";
import { cs } from "../../i18n/cs";
import Link from "../Link";
import { czechTypography } from "../../lib/typography";
import * as styles from "./styles.module.css";

const { footer } = siteConfig;

function FooterAnchor({ link }: { link: FooterLink }) {
  return (
    <Link to={link.to} href={link.href} className={styles.link}>
      {czechTypography(link.label)}
    </Link>
  );
}

/** Link columns (or a single row), the copyright, and a slot for the chat widget (spec §2.6). */
export default function Footer({ children }: { children?: React.ReactNode }) {
  const columns = footer.links.length > 0 && "title" in footer.links[0] ? (footer.links as unknown as { title: string; items: FooterLink[] }[]) : null;
  return (
    <footer className={[styles.footer, styles[footer.style]].join(" ")} aria-label={cs.footer.label}>
      <div className={styles.inner}>
        {columns ? (
          <div className={styles.columns}>
            {columns.map((column) => (
              <section key={column.title} aria-labelledby={`paticka-${column.title}`}>
                <h2 id={`paticka-${column.title}`} className={styles.title}>{czechTypography(column.title)}</h2>
                <ul className={styles.list}>
                  {column.items.map((link) => (
                    <li key={link.label}><FooterAnchor link={link} /></li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <ul className={styles.row}>
            {(footer.links as unknown as FooterLink[]).map((link) => (
              <li key={link.label}><FooterAnchor link={link} /></li>
            ))}
          </ul>
        )}
        <div className={styles.bottom}>
          <p className={styles.copyright}>{footer.copyright}</p>
          {children}
        </div>
      </div>
    </footer>
  );
}
