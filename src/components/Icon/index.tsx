import React from "react";

// One inline-SVG icon set for the landing sections: 24×24, drawn with a 1.8 px stroke in
// currentColor, so an icon takes the colour of its text and costs no request.

const paths = {
  bolt: "M13 2 4 14h7l-1 8 9-12h-7l1-8z",
  shield: "M12 3 4 6v6c0 4.4 3.4 8.2 8 9 4.6-.8 8-4.6 8-9V6l-8-3z M8.5 12l2.5 2.5 4.5-5",
  globe:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M3 12h18 M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z",
  code: "M8 7l-5 5 5 5 M16 7l5 5-5 5 M14 4l-4 16",
  chart: "M4 20V10 M10 20V4 M16 20v-7 M22 20H2",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 2",
  users:
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21c0-3.9 3.1-7 7-7s7 3.1 7 7 M17 3.5a4 4 0 0 1 0 7.5 M19 14.5c1.8.9 3 2.8 3 5",
  cart: "M3 4h2l2.4 11h10.8L21 7H6.2 M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z M18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  bank: "M3 10h18 M12 3l9 5H3l9-5z M5 10v8 M9.5 10v8 M14.5 10v8 M19 10v8 M3 21h18",
  health: "M12 21s-8-4.8-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.2-8 11-8 11z M12 9v5 M9.5 11.5h5",
  truck: "M2 6h12v10H2z M14 10h4l3 3v3h-7 M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  building: "M4 21V5l8-3v19 M12 8h8v13 M2 21h20 M7 8h2 M7 12h2 M7 16h2 M15 12h2 M15 16h2",
  megaphone: "M3 10v4h3l9 5V5L6 10H3z M18 9a4 4 0 0 1 0 6 M6 14l1.5 6h3L9 15",
  key: "M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M11.5 12.5 21 12 M17 12v3.5 M20 12v2.5",
  inbox: "M3 13l3-8h12l3 8v6H3v-6z M3 13h5l1.5 2.5h5L16 13h5",
  phone: "M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z M10.5 18.5h3",
  chat: "M4 4h16v12H9l-5 4V4z M8 9h8 M8 12h5",
  check: "M4 12.5l5 5L20 6.5",
  coins:
    "M9 8c3.9 0 7-1.3 7-3s-3.1-3-7-3-7 1.3-7 3 3.1 3 7 3z M2 5v5c0 1.7 3.1 3 7 3 M2 10v5c0 1.7 3.1 3 7 3 M15 12c3.9 0 7-1.3 7-3 M22 9v10c0 1.7-3.1 3-7 3s-7-1.3-7-3v-6",
  plug: "M9 2v5 M15 2v5 M6 7h12v4a6 6 0 0 1-12 0V7z M12 17v5",
  calendar: "M4 5h16v16H4z M4 10h16 M8 3v4 M16 3v4 M8 14h3 M8 17h6",
  lock: "M6 10h12v11H6z M8.5 10V7a3.5 3.5 0 0 1 7 0v3 M12 14v3",
  send: "M3 11 21 3l-8 18-2-8-8-2z M11 13 21 3",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z",
  reply: "M10 8 4 13l6 5 M4 13h10a6 6 0 0 1 6 6v1",
  image: "M3 5h18v14H3z M3 16l5-5 4 4 3-3 6 6 M16 9.5a1.5 1.5 0 1 0 0-.01",
  settings: "M4 6h10 M18 6h2 M4 12h4 M12 12h8 M4 18h12 M20 18h0 M14 4v4 M8 10v4 M16 16v4",
  sim: "M6 2h8l4 4v16H6z M9 11h6v7H9z M12 11v7 M9 14.5h6",
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

/** A decorative icon: hidden from screen readers, since the text beside it says the same. */
export default function Icon({ name, className }: { name: IconName; className?: string }) {
  const d = paths[name];
  if (!d) throw new Error(`Icon "${String(name)}" does not exist; use one of: ${iconNames.join(", ")}.`);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
