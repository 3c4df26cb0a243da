import React from "react";
import Search from "../Search";

/** The search box (src/theme/Search): a button; the search itself loads on first use. */
export default function SearchItem() {
  return <Search />;
}
