// Copy buttons of code blocks (src/components/CodeBlock): the button says what it does and its
// `data-copy` what it says once done, so the strings stay in the markup (src/i18n/cs-docs.ts).

const SHOWN_MS = 2000;

async function copyCode(button: HTMLButtonElement) {
  const label = button.dataset.label ?? (button.dataset.label = button.textContent ?? "");
  const text = button.closest("[data-code-block]")?.querySelector("pre")?.textContent ?? "";
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = button.dataset.copy ?? "";
    setTimeout(() => (button.textContent = label), SHOWN_MS);
  } catch (error) {
    console.warn("Kód se nepodařilo zkopírovat.", error);
    button.textContent = label;
  }
}

/** Listens for copy buttons in the whole document; returns the clean-up. */
export function installCopy(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>("button[data-copy]");
    if (button) void copyCode(button);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
