import React, { startTransition, useLayoutEffect, useRef } from "react";
import { createRoot } from "react-dom/client";
import { AppStore, Redoc, loadAndBundleSpec } from "redoc";
import Spinner from "../../theme/Spinner";
import { keepRedocCzech } from "./czech-labels";
import { adaptRedocMarkup } from "./markup";
import { openAllTags, redocOptions } from "./options";

// Redoc 2.5 for the two API reference pages only: this module is a lazily loaded chunk, so redoc,
// styled-components and mobx never reach another page. The YAML is fetched at run time
// (docs/product-spec.md §7).

type Mounted = (live: Element) => void;

/** Redoc with the rest of its interface in Czech (./czech-labels.ts), translated before the
 * browser paints it, so no English label flashes, and without its own h1 (./markup.ts). */
function TranslatedRedoc({ store, onMounted }: { store: AppStore; onMounted?: Mounted }) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    adaptRedocMarkup(root);
    const stop = keepRedocCzech(root);
    // After the first paint of live Redoc, so that its own effects have run.
    const replay = onMounted && setTimeout(() => onMounted(root));
    return () => {
      clearTimeout(replay);
      stop();
    };
  }, [store, onMounted]);
  return (
    <div ref={container}>
      <Redoc store={store} />
    </div>
  );
}

/**
 * Renders the live Redoc of `specUrl` into `container` and returns its unmount. A container that
 * holds the build's rendering of the reference (src/node/api-reference-html.ts) keeps it until
 * Redoc's first render replaces it in one commit; an empty one shows a spinner meanwhile. Calls
 * `onMounted` with live Redoc's element once it is there. Rejects when the specification cannot be
 * loaded (the static reference, if any, stays).
 */
export async function mountApiReference(
  container: HTMLElement,
  specUrl: string,
  onMounted?: Mounted,
): Promise<() => void> {
  const spinner = container.childElementCount ? null : createRoot(container);
  spinner?.render(<Spinner />);
  let spec: Awaited<ReturnType<typeof loadAndBundleSpec>>;
  try {
    spec = await loadAndBundleSpec(specUrl);
  } catch (error) {
    spinner?.unmount();
    throw error;
  }
  const store = new AppStore(spec, specUrl, redocOptions);
  openAllTags(store);
  const root = spinner ?? createRoot(container);
  // A transition: React renders Redoc's long page in slices and keeps the page answering input.
  startTransition(() => root.render(<TranslatedRedoc store={store} onMounted={onMounted} />));
  // Unmounted after the page's own render that removed the container has finished.
  return () => setTimeout(() => root.unmount());
}
