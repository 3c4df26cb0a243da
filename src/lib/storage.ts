// Browser storage that never breaks the page: a missing or throwing localStorage (private mode,
// blocked cookies, full quota) is logged once per call and ignored (docs/product-spec.md §8).

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch (error) {
    console.warn("Úložiště prohlížeče není dostupné.", error);
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Úložiště prohlížeče: nelze přečíst „${key}“.`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    const s = store();
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch (error) {
    console.warn(`Úložiště prohlížeče: nelze uložit „${key}“.`, error);
  }
}
