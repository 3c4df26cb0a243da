import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, DISMISSED_ATTRIBUTE } from "./announcement";
import { CONSENT_ATTRIBUTE, CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "./consent";
import { SCROLL_Y_OFFSET } from "../components/ApiReference/scroll-offset";

// The shell's controls that must work from the first paint, before the bundles have run and when
// they fail (the bundles start only after the first paint, plugins/gatsby-overrides/after-first-paint.ts). One
// constant inline script in <head> listens for clicks on the document and handles, by data
// attributes on the server's markup:
// - the announcement bar's close (`data-announcement-close` inside `[data-announcement-id]`),
// - the consent buttons (`data-consent-choice`): the same cookie and <html> attribute as
//   src/lib/consent.ts, then a `depese:consent` event the React side listens for,
// - a disclosure button (`data-disclosure`, `aria-controls` naming what it shows): the mobile menu
//   and the navbar's dropdowns. It flips the button's `aria-expanded` and the shown element's
//   `hidden`, which React reads when it starts, so a menu opened before React stays open; a button
//   `data-disclosure-close="<id>"` closes element <id> and focuses its disclosure button,
// - the search button (`data-search-open`, `aria-controls` naming a <dialog>) until React marks it
//   `data-ready`: it opens the server's plain search dialog, whose field keeps what is typed,
// - an item of the API reference's menu in the build's rendering of Redoc (`data-static-reference`,
//   src/node/api-reference-html.ts): it scrolls to the item's section, as live Redoc's menu does,
//   until live Redoc replaces that rendering.
// The announcement and consent are handled only here, before and after React; for the other two a
// React handler that calls preventDefault takes over.

/** Fired on `document` with the choice as `detail` when a consent button is clicked. */
export const CONSENT_EVENT = "depese:consent";
export const DISCLOSURE_ATTRIBUTE = "data-disclosure";
export const DISCLOSURE_CLOSE_ATTRIBUTE = "data-disclosure-close";
export const SEARCH_OPEN_ATTRIBUTE = "data-search-open";
export const STATIC_REFERENCE_ATTRIBUTE = "data-static-reference";

const q = JSON.stringify;

export const EARLY_CONTROLS_SCRIPT = `(function(){var d=document,h=d.documentElement;d.addEventListener("click",function(e){var t=e.target,a,b,c,p;if(e.defaultPrevented||!t||!t.closest)return;if((a=t.closest("[data-announcement-close]"))&&(b=a.closest("[data-announcement-id]"))){try{localStorage.setItem(${q(ANNOUNCEMENT_ID_KEY)},b.getAttribute("data-announcement-id"));localStorage.setItem(${q(ANNOUNCEMENT_DISMISS_KEY)},"true")}catch(x){console.warn("Oznámení: úložiště prohlížeče nelze použít",x)}h.setAttribute(${q(DISMISSED_ATTRIBUTE)},"")}else if((a=t.closest("[data-consent-choice]"))&&/^(accepted|declined)$/.test(c=a.getAttribute("data-consent-choice"))){d.cookie=${q(CONSENT_COOKIE + "=")}+c+"; Max-Age=${CONSENT_MAX_AGE_DAYS * 86400}; Expires="+new Date(Date.now()+${CONSENT_MAX_AGE_DAYS * 86400000}).toUTCString()+"; Path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");h.setAttribute(${q(CONSENT_ATTRIBUTE)},c);d.dispatchEvent(new CustomEvent(${q(CONSENT_EVENT)},{detail:c}))}else if((a=t.closest("[${DISCLOSURE_ATTRIBUTE}]"))&&(p=d.getElementById(a.getAttribute("aria-controls")))){c=a.getAttribute("aria-expanded")!=="true";a.setAttribute("aria-expanded",c);p.hidden=!c}else if((a=t.closest("[${DISCLOSURE_CLOSE_ATTRIBUTE}]"))&&(p=d.getElementById(a.getAttribute("${DISCLOSURE_CLOSE_ATTRIBUTE}")))){p.hidden=true;if(b=d.querySelector("[${DISCLOSURE_ATTRIBUTE}][aria-controls='"+p.id+"']")){b.setAttribute("aria-expanded","false");b.focus()}}else if((a=t.closest("[${SEARCH_OPEN_ATTRIBUTE}]"))&&!a.hasAttribute("data-ready")&&(p=d.getElementById(a.getAttribute("aria-controls")))&&p.showModal&&!p.open)p.showModal();else if((a=t.closest("[${STATIC_REFERENCE_ATTRIBUTE}] [data-item-id]"))&&(p=d.getElementById(a.getAttribute("data-item-id")))){scrollTo({top:p.getBoundingClientRect().top+scrollY-${SCROLL_Y_OFFSET}});history.replaceState(history.state,"","#"+p.id)}})})();`;
