import type { Transform } from "./pipeline";

// React 18.3's renderToPipeableStream (Gatsby's static-entry) flushes its whole 2048-byte buffer
// when a multi-byte character does not fit at its end, so the unused tail reaches the HTML as NUL
// bytes ("zač\0ínáte"). That tail is always a fresh Uint8Array's zeros, never content, and it ends
// at a character boundary (TextEncoder.encodeInto never splits a character), so deleting every
// U+0000 of the decoded text restores the exact text. Fixed upstream only in React 19
// (facebook/react#26228). The one transform with nothing to expect: most pages have no NUL byte,
// and the link guard fails on any left.

export const stripNulBytes: Transform = {
  name: "strip NUL bytes",
  applies: () => true,
  apply: (html) => (html.includes("\0") ? html.replaceAll("\0", "") : html),
};
