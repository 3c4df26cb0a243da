import React from "react";

/**
 * The box a table scrolls sideways in when it is wider than its column (on a phone most are):
 * a named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable), with the scroll shadows and focus ring of global.css.
 */
export default function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
