import React from "react";
import { initialsOf, type CustomerStory, type WordmarkShape } from "../../lib/customers";
import * as styles from "./proof.module.css";

// A customer's wordmark drawn from its name: a shape in the company's colour with its initials,
// and the name beside it. Inline SVG with a fixed size, so it needs no request and never shifts.

const SHAPES: Record<WordmarkShape, React.ReactElement> = {
  circle: <circle cx="20" cy="20" r="19" />,
  square: <rect x="2" y="2" width="36" height="36" rx="7" />,
  leaf: <path d="M3 37C3 15 15 3 37 3c0 22-12 34-34 34Z" />,
  drop: <path d="M20 1c8 11 15 18 15 25a15 15 0 0 1-30 0C5 19 12 12 20 1Z" />,
  hexagon: <path d="M20 1l17 9.5v19L20 39 3 29.5v-19Z" />,
  arch: <path d="M3 39V19a17 17 0 0 1 34 0v20Z" />,
};

/** The name's width at 17 px bold by letter class, generous enough for the widest common system
 * font (DejaVu Sans); narrower fonts leave a little room after the name, which nobody sees. */
const nameWidth = (name: string) =>
  Math.round(
    [...name].reduce(
      (sum, ch) =>
        sum +
        (ch === " " ? 5.5 : /[iíljtfr.,]/.test(ch) ? 6.5 : /[mwMW]/.test(ch) ? 16 : /\p{Lu}/u.test(ch) ? 13.5 : 11),
      0,
    ),
  );

export default function Wordmark({ story, labelled = true }: { story: CustomerStory; labelled?: boolean }) {
  const { company, wordmark } = story;
  const width = 48 + nameWidth(company) + 2;
  return (
    <svg
      className={styles.wordmark}
      viewBox={`0 0 ${width} 40`}
      width={width}
      height={40}
      {...(labelled ? { role: "img", "aria-label": company } : { "aria-hidden": true })}
    >
      <g fill={wordmark.color}>{SHAPES[wordmark.shape]}</g>
      <text x="20" y="25" textAnchor="middle" fill="#fff" fontSize="14" fontWeight="700">
        {initialsOf(company)}
      </text>
      <text x="48" y="26.5" fill={wordmark.color} fontSize="17" fontWeight="700">
        {company}
      </text>
    </svg>
  );
}
