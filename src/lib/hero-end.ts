/** The id of an empty element that closes a landing page's hero (src/components/Sections/Hero.tsx).
 * The page's head holds the first paint until the browser has parsed it (`<link rel="expect">`,
 * src/templates/page.tsx): painted before its picture had arrived, the text column was wider and
 * narrowed when the picture came (a layout shift of 0.009 at 1 280 px). A module of its own, so
 * the template's browser bundle does not take the hero with it. */
export const HERO_END_ID = "konec-uvodu";
