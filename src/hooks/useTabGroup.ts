import { useCallback, useEffect, useState } from "react";
import { readStorage, writeStorage } from "../lib/storage";

// Tab groups with a groupId remember the chosen tab (e.g. the programming language) across
// pages and keep every group of the same id on the page, and in other browser tabs, in step.

export const TAB_GROUP_EVENT = "depese:tab-group";
export const tabGroupKey = (groupId: string) => `depese.tabs.${groupId}`;
const EVENT = TAB_GROUP_EVENT;
const key = tabGroupKey;

export function useTabGroup(groupId: string | undefined, labels: string[]): [number, (index: number) => void] {
  const [active, setActive] = useState(0);
  const labelsKey = labels.join("|");

  useEffect(() => {
    if (!groupId) return;
    const apply = (label: string | null) => {
      const index = label ? labels.indexOf(label) : -1;
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
    // labels are compared by their joined key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, labelsKey]);

  const choose = useCallback(
    (index: number) => {
      setActive(index);
      if (!groupId) return;
      writeStorage(key(groupId), labels[index]);
      window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, label: labels[index] } }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [groupId, labelsKey],
  );
  return [active, choose];
}
