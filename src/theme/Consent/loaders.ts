import { fillUrl, linkedinConversion, thirdParty } from "../../config/third-parties";
import { externalUrls } from "../../config/env";
import { trackRegistrationClicks } from "./conversion";

// The third-party loaders, a chunk imported only after consent (or the chat click), so none of this
// reaches a visitor who has not chosen. Each service with no configured id loads nothing.

type Queue = unknown[] & { push: (...args: unknown[]) => number };
type TrackingWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  _linkedin_partner_id?: string;
  _linkedin_data_partner_ids?: string[];
  lintrk?: ((...args: unknown[]) => void) & { q?: unknown[] };
  hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
  _hjSettings?: { hjid: number; hjsv: number };
  _smartsupp?: { key: string };
  smartsupp?: ((...args: unknown[]) => void) & { _?: Queue };
};
const w = window as TrackingWindow;

function addScript(src: string): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing) return existing;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return script;
}

function startGa4(id: string) {
  w.dataLayer = w.dataLayer || [];
  // gtag queues the arguments object itself, as Google's snippet does.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", id);
  addScript(fillUrl(thirdParty("ga4").scriptUrl, { id }));
}

function startLinkedin(partnerId: string) {
  w._linkedin_partner_id = partnerId;
  w._linkedin_data_partner_ids = [...new Set([...(w._linkedin_data_partner_ids ?? []), partnerId])];
  if (!w.lintrk) {
    const lintrk = ((...args: unknown[]) => lintrk.q!.push(args)) as NonNullable<TrackingWindow["lintrk"]>;
    lintrk.q = [];
    w.lintrk = lintrk;
  }
  addScript(fillUrl(thirdParty("linkedin").scriptUrl, { id: partnerId }));
  const { conversionId, pixelUrl } = linkedinConversion;
  // The conversion pixel fires on a registration click only, requested directly so it does not
  // depend on the tag's own logic.
  if (conversionId)
    trackRegistrationClicks(externalUrls.registration, fillUrl(pixelUrl, { id: partnerId, conversionId }));
}

function startHotjar(id: string) {
  // Hotjar and Smartsupp queue the arguments object, as their own snippets do.
  const hj = function hj() {
    // eslint-disable-next-line prefer-rest-params
    (hj as NonNullable<TrackingWindow["hj"]>).q!.push(arguments);
  } as NonNullable<TrackingWindow["hj"]>;
  hj.q = [];
  w.hj = w.hj || hj;
  w._hjSettings = { hjid: Number(id), hjsv: 6 };
  addScript(fillUrl(thirdParty("hotjar").scriptUrl, { id }));
}

let started = false;

/** Starts analytics, the advertising tag and the heat map, each only when its id is configured. */
export function startTrackers(): void {
  if (started) return;
  started = true;
  const ga4 = thirdParty("ga4").accountId;
  const linkedin = thirdParty("linkedin").accountId;
  const hotjar = thirdParty("hotjar").accountId;
  if (ga4) startGa4(ga4);
  if (linkedin) startLinkedin(linkedin);
  if (hotjar) startHotjar(hotjar);
}

let chatUnavailable: (() => void) | undefined;

/** Loads the Smartsupp chat and asks it to open; false when no key is configured. When its script
 * fails to load (blocked, offline), `onUnavailable` runs, and the next call tries again. */
export function openChat(onUnavailable: () => void): boolean {
  const key = thirdParty("smartsupp").accountId;
  if (!key) return false;
  chatUnavailable = onUnavailable;
  if (!w.smartsupp) {
    w._smartsupp = { key };
    const queue = [] as unknown as Queue;
    const smartsupp = function smartsupp() {
      // eslint-disable-next-line prefer-rest-params
      queue.push(arguments);
    } as NonNullable<TrackingWindow["smartsupp"]>;
    smartsupp._ = queue;
    w.smartsupp = smartsupp;
    const script = addScript(fillUrl(thirdParty("smartsupp").scriptUrl, { id: key }));
    script.addEventListener(
      "error",
      () => {
        script.remove();
        delete w.smartsupp;
        delete w._smartsupp;
        chatUnavailable?.();
      },
      { once: true },
    );
  }
  w.smartsupp!("chat:open");
  return true;
}
