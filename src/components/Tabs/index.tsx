import React, { useId } from "react";
import * as styles from "./styles.module.css";

type TabProps = { label: string; children: React.ReactNode };

/** One panel of <Tabs>; rendered by Tabs, never on its own. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/** <Tabs><Tab label="PHP">…</Tab><Tab label="Python">…</Tab></Tabs>: a radio input per tab, its
 * label as the tab and its panel right after; CSS shows the checked one's panel, so the tabs work
 * with the keyboard (arrows) and without JavaScript. With groupId (e.g. "language") the choice is
 * remembered across pages and shared by every group of that id (src/behaviours/tabs.ts). */
export default function Tabs({ children, groupId }: { children: React.ReactNode; groupId?: string }) {
  const tabs = React.Children.toArray(children).filter(
    (c): c is React.ReactElement<TabProps> =>
      React.isValidElement(c) && typeof (c.props as TabProps).label === "string",
  );
  const id = useId();
  return (
    <div className={styles.tabs} data-tabs="" data-group={groupId}>
      {tabs.map((tab, i) => (
        <React.Fragment key={tab.props.label}>
          <input
            type="radio"
            className={styles.radio}
            name={id}
            id={`${id}-${i}`}
            value={tab.props.label}
            defaultChecked={i === 0}
            data-tab=""
          />
          <label htmlFor={`${id}-${i}`} className={styles.tab}>
            {tab.props.label}
          </label>
          <div className={styles.panel}>{tab.props.children}</div>
        </React.Fragment>
      ))}
    </div>
  );
}
