// The announcement bar's dismissal (docs/product-spec.md §4): a dismiss flag plus the id it belongs to. A new id
// resets the flag. Visibility is decided by an inline script before first paint, so a dismissed
// bar never flashes or shifts the layout.

export const ANNOUNCEMENT_ID_KEY = "depese.announcement.id";
export const ANNOUNCEMENT_DISMISS_KEY = "depese.announcement.dismiss";
export const DISMISSED_ATTRIBUTE = "data-announcement-dismissed";

/** The inline script for <head>; a storage failure is logged and leaves the bar visible (docs/product-spec.md §8). */
export function announcementInitScript(id: string): string {
  return `(function(){try{var s=window.localStorage,i=${JSON.stringify(id)};if(s.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})!==i){s.setItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)},i);s.removeItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})}if(s.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==="true")document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},"")}catch(e){console.warn("Oznámení: úložiště prohlížeče nelze použít",e)}})();`;
}
