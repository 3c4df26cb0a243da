// Copy buttons of code blocks (src/components/CodeBlock): the button says what it does and its
// `data-copy` what it says once done, so the strings stay in the markup (src/i18n/cs-docs.ts).

/** Listens for copy buttons in the whole document. */
export function installCopy(doc: Document) {
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>("button[data-copy]");
    if (!button || !navigator.clipboard) return;
    const label = button.dataset.label || (button.dataset.label = button.textContent!);
    const code = button.closest("[data-code-block]")!.querySelector("pre")!.textContent!;
    // A refused clipboard leaves the button as it is.
    navigator.clipboard.writeText(code).then(
      () => {
        button.textContent = button.dataset.copy!;
        setTimeout(() => (button.textContent = label), 2000);
      },
      () => {},
    );
  });
}
