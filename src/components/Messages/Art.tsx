import React from "react";
import * as styles from "./messages.module.css";

// Illustrations for rich messages (WhatsApp header, Viber image, RCS card), drawn as inline SVG:
// no image request, fixed 32:15 proportions, so the mock-up never shifts while loading.

const art = {
  sleva: (
    <>
      <rect width="320" height="150" fill="#ffe1cc" />
      <circle cx="270" cy="20" r="70" fill="#ffb27d" />
      <path d="M92 38h92l40 37-40 37H92z" fill="#e8590c" />
      <circle cx="204" cy="75" r="8" fill="#ffe1cc" />
      <text
        x="138"
        y="88"
        textAnchor="middle"
        fontSize="34"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        −20 %
      </text>
    </>
  ),
  balik: (
    <>
      <rect width="320" height="150" fill="#dbe7fb" />
      <path d="M110 55l50-22 50 22v55l-50 22-50-22z" fill="#c98a4b" />
      <path d="M110 55l50 22 50-22M160 77v55" stroke="#8a5a2b" strokeWidth="3" fill="none" />
      <path d="M133 44l50 22v16l-12 5V72l-50-22z" fill="#f1d3a8" />
      <path d="M232 98h46M244 112h34M226 84h30" stroke="#0b3d91" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  termin: (
    <>
      <rect width="320" height="150" fill="#d6f1ea" />
      <rect x="105" y="30" width="110" height="96" rx="10" fill="#fff" />
      <rect x="105" y="30" width="110" height="26" rx="10" fill="#0a7c55" />
      <path d="M130 24v16M190 24v16" stroke="#1a1d24" strokeWidth="5" strokeLinecap="round" />
      <g fill="#c7d3cf">
        <rect x="120" y="66" width="16" height="12" rx="2" />
        <rect x="144" y="66" width="16" height="12" rx="2" />
        <rect x="168" y="66" width="16" height="12" rx="2" />
        <rect x="120" y="88" width="16" height="12" rx="2" />
        <rect x="192" y="66" width="16" height="12" rx="2" />
        <rect x="192" y="88" width="16" height="12" rx="2" />
      </g>
      <circle cx="164" cy="98" r="15" fill="#ffb020" />
      <path
        d="M157 98l5 5 9-10"
        stroke="#1a1d24"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  taska: (
    <>
      <rect width="320" height="150" fill="#efe3fb" />
      <circle cx="60" cy="130" r="60" fill="#dcc6f5" />
      <path d="M118 58h84l10 76H108z" fill="#6d3fc0" />
      <path d="M140 66V50a20 20 0 0 1 40 0v16" stroke="#3b1f70" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M146 96h28" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <circle cx="246" cy="54" r="16" fill="#ffb020" />
      <circle cx="272" cy="96" r="9" fill="#ff8fa3" />
    </>
  ),
  jidlo: (
    <>
      <rect width="320" height="150" fill="#fff1c9" />
      <circle cx="160" cy="78" r="56" fill="#f2b544" />
      <circle cx="160" cy="78" r="46" fill="#e4572e" />
      <g fill="#fff5d6">
        <circle cx="140" cy="62" r="9" />
        <circle cx="178" cy="66" r="8" />
        <circle cx="156" cy="96" r="10" />
        <circle cx="186" cy="94" r="7" />
      </g>
      <g fill="#2f7d32">
        <circle cx="162" cy="74" r="4" />
        <circle cx="134" cy="88" r="4" />
      </g>
    </>
  ),
  letenka: (
    <>
      <rect width="320" height="150" fill="#d7ecfb" />
      <path d="M40 120c60-10 120-50 240-96" stroke="#9cc7ec" strokeWidth="4" strokeDasharray="10 10" fill="none" />
      <path d="M196 52l52-20c8-3 14 5 8 11l-40 36-6 30-10 4-4-26-26 12-4 12-8 2 2-20-14-10 6-4 20 6z" fill="#0b3d91" />
    </>
  ),
} as const;

export type ArtName = keyof typeof art;

export default function Art({ name }: { name: ArtName }) {
  if (!art[name]) throw new Error(`Art "${String(name)}" does not exist; use one of: ${Object.keys(art).join(", ")}.`);
  return (
    <svg className={styles.art} viewBox="0 0 320 150" width="320" height="150" aria-hidden="true" focusable="false">
      {art[name]}
    </svg>
  );
}
