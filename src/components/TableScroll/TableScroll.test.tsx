import React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MdxTable } from "./MdxTable";

afterEach(cleanup);

describe("MdxTable", () => {
  it("scrolls a markdown table in a focusable region named by its column headings", () => {
    render(
      <MdxTable>
        <thead>
          <tr>
            <th>Kód</th>
            <th>
              Význam <code>status</code>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>1</td>
            <td>Doručeno</td>
          </tr>
        </tbody>
      </MdxTable>,
    );
    const region = screen.getByRole("region", { name: "Tabulka: Kód, Význam status" });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector("table")).not.toBeNull();
  });

  it("calls a table without a header row just a table", () => {
    render(
      <MdxTable>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </MdxTable>,
    );
    expect(screen.getByRole("region", { name: "Tabulka" })).toBeDefined();
  });
});
