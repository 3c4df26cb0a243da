// The sticky navbar's height, in a module of its own: the early controls (src/lib/early-controls.ts,
// whose constants the shell's first-load JavaScript reads) scroll the build's reference by it
// without bundling Redoc's settings (./options.ts) into every page.

/** The sticky navbar's height: sections scroll to just below it. */
export const SCROLL_Y_OFFSET = 64;
