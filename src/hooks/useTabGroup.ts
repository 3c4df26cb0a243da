import { useCallback, useEffect, useMemo, useState } from "react";
import { readStorage, writeStorage } from "../lib/storage";

// Tab groups with a groupId remember the chosen tab (e.g. the programming language) across
// pages and keep every group of the same id on the page, and in other browser tabs, in step.

export const TAB_GROUP_EVENT = "depese:tab-group";
export const tabGroupKey = (groupId: string) => `depese.tabs.${groupId}`;
const EVENT = TAB_GROUP_EVENT;
const key = tabGroupKey;

export function useTabGroup(groupId: string | undefined, labels: string[]): [number, (index: number) => void] {
  const [active, setActive] = useState(0);
  // Compared by value: callers pass a new array on every render.
  const labelsKey = JSON.stringify(labels);
  const stableLabels = useMemo(() => JSON.parse(labelsKey) as string[], [labelsKey]);

  useEffect(() => {
    if (!groupId) return;
    const apply = (label: string | null) => {
      const index = label ? stableLabels.indexOf(label) : -1;
      if (index >= 0) setActive(index);
    };
    apply(readStorage(key(groupId)));
    const onGroup = (e: Event) => {
      const detail = (e as CustomEvent<{ groupId: string; label: string }>).detail;
      if (detail.groupId === groupId) apply(detail.label);
    };
    const onStorage = (e: StorageEvent) => e.key === key(groupId) && apply(e.newValue);
    window.addEventListener(EVENT, onGroup);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(EVENT, onGroup);
      window.removeEventListener("storage", onStorage);
    };
  }, [groupId, stableLabels]);

  const choose = useCallback(
    (index: number) => {
      setActive(index);
      if (!groupId) return;
      writeStorage(key(groupId), stableLabels[index]);
      window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, label: stableLabels[index] } }));
    },
    [groupId, stableLabels],
  );
  return [active, choose];
}
