import React, { useId, useRef } from "react";
import { useTabGroup } from "../../hooks/useTabGroup";
import * as styles from "./styles.module.css";

type TabProps = { label: string; children: React.ReactNode };

/** One panel of <Tabs>; rendered by Tabs, never on its own. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/** <Tabs><Tab label="PHP">…</Tab><Tab label="Python">…</Tab></Tabs>: a keyboard-operable tab list
 * (arrows, Home, End). Without JavaScript the first panel shows. With groupId (e.g. "language")
 * the choice is remembered across pages and shared by every group of that id. */
export default function Tabs({ children, groupId }: { children: React.ReactNode; groupId?: string }) {
  const tabs = React.Children.toArray(children).filter(
    (c): c is React.ReactElement<TabProps> =>
      React.isValidElement(c) && typeof (c.props as TabProps).label === "string",
  );
  const [active, setActive] = useTabGroup(
    groupId,
    tabs.map((t) => t.props.label),
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const select = (i: number) => {
    const next = (i + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      select(moves[e.key]);
    }
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list} data-group={groupId}>
        {tabs.map((tab, i) => (
          <button
            key={tab.props.label}
            ref={(el) => (buttons.current[i] = el)}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.props.label}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
          className={styles.panel}
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
