import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import type { ColorModeConfig } from "../config";
import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_KEY, isColorMode, resolveColorMode, type ColorMode } from "../lib/color-mode";
import { readStorage, writeStorage } from "../lib/storage";

const prefersDark = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-color-scheme: dark)").matches;

// Runs before the browser paints, so the hydrated toggle shows the stored mode without a flash.
const useIsoLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/** The current colour mode and a setter that saves it; other tabs follow through the storage
 * event, and the system preference is followed while nothing is saved. */
export function useColorMode(config: ColorModeConfig): [ColorMode, (mode: ColorMode) => void] {
  // The first render must match the static HTML, which knows no stored choice: start from the
  // default and read the saved mode once mounted. Until then the <html> attribute stays as the
  // inline head script set it.
  const [mode, setModeState] = useState<ColorMode>(config.defaultMode);
  const [synced, setSynced] = useState(false);

  useIsoLayoutEffect(() => {
    setModeState(resolveColorMode(config, readStorage(COLOR_MODE_KEY), prefersDark()));
    setSynced(true);
  }, [config]);

  useEffect(() => {
    if (synced) document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
  }, [mode, synced]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COLOR_MODE_KEY) return;
      setModeState(isColorMode(event.newValue) ? event.newValue : resolveColorMode(config, null, prefersDark()));
    };
    window.addEventListener("storage", onStorage);
    const media = typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : null;
    const onMedia = () => {
      if (!isColorMode(readStorage(COLOR_MODE_KEY))) setModeState(resolveColorMode(config, null, prefersDark()));
    };
    media?.addEventListener?.("change", onMedia);
    return () => {
      window.removeEventListener("storage", onStorage);
      media?.removeEventListener?.("change", onMedia);
    };
  }, [config]);

  const setMode = useCallback((next: ColorMode) => {
    writeStorage(COLOR_MODE_KEY, next);
    setModeState(next);
  }, []);
  return [mode, setMode];
}
