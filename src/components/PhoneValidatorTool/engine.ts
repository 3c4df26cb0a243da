import { useCallback, useRef, useState } from "react";
import type * as PhoneNumberModule from "../../lib/phone-number";

// libphonenumber-js with its full metadata (about 150 KB minified, 40 KB gzip) is not part of the
// validator's chunk: it loads when the validator is first used (a pointer over it, a touch, the
// focus in one of its fields), so a visit that only reads the page never downloads it. Type
// imports only above: a value import of ../../lib/phone-number would bring the metadata back.

export type PhoneEngine = typeof PhoneNumberModule;

let loaded: PhoneEngine | null = null;
let loading: Promise<PhoneEngine> | null = null;

/** Starts loading the validation code once; a failed load is tried again on the next call. */
export function loadPhoneEngine(): Promise<PhoneEngine> {
  loading ??= import(/* webpackChunkName: "phone-metadata" */ "../../lib/phone-number").then(
    (engine) => (loaded = engine),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The validation code once it has loaded (null until then) and the function that loads it. A
 * failed load is thrown while rendering, so the lazy part's boundary (src/theme/Lazy) shows the
 * error and its Retry, which mounts the tool again. */
export function usePhoneEngine(): { engine: PhoneEngine | null; load: () => void } {
  const [state, setState] = useState<{ engine: PhoneEngine | null; error?: unknown }>({ engine: loaded });
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current || loaded) return;
    requested.current = true;
    loadPhoneEngine().then(
      (engine) => setState({ engine }),
      (error: unknown) => setState({ engine: null, error }),
    );
  }, []);
  if (state.error !== undefined) throw state.error;
  return { engine: state.engine, load };
}
