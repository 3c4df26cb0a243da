import React, { useLayoutEffect, useRef, useState } from "react";
import { collapseDuration } from "../../lib/collapse";

const useIsoLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/** Animates its children open and closed; the duration follows the content height (docs/product-spec.md §9). */
export default function Collapsible({
  open,
  id,
  className,
  children,
}: {
  open: boolean;
  id?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const [style, setStyle] = useState<React.CSSProperties>(
    open ? {} : { height: 0, overflow: "hidden", visibility: "hidden" },
  );

  useIsoLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    if (!el) return;
    const height = el.scrollHeight;
    const transition = `height ${collapseDuration(height)}ms ease-in-out`;
    if (open) {
      setStyle({ height: 0, overflow: "hidden", transition });
      requestAnimationFrame(() => setStyle({ height, overflow: "hidden", transition }));
    } else {
      setStyle({ height, overflow: "hidden", transition });
      requestAnimationFrame(() => setStyle({ height: 0, overflow: "hidden", transition }));
    }
  }, [open]);

  const onTransitionEnd = () => setStyle(open ? {} : { height: 0, overflow: "hidden", visibility: "hidden" });
  return (
    <div ref={ref} id={id} className={className} style={style} onTransitionEnd={onTransitionEnd} data-collapsed={!open}>
      {children}
    </div>
  );
}
