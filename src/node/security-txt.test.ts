import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { securityTxt } from "../config/security";
import { securityTxtBody, writeSecurityTxt } from "./security-txt";

const builtAt = new Date("2026-11-26T10:00:00.123Z");

describe("security.txt", () => {
  it("names the contact, an Expires a year after the build, the languages and its own address (RFC 9116)", () => {
    expect(securityTxtBody(securityTxt, builtAt)).toBe(
      [
        "Contact: mailto:podpora@depese.cz",
        "Expires: 2027-11-26T10:00:00Z",
        "Preferred-Languages: cs, en",
        "Canonical: https://www.depese.cz/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("fails on a configuration RFC 9116 does not allow, naming the field", () => {
    expect(() => securityTxtBody({ ...securityTxt, contacts: [] }, builtAt)).toThrow(/contacts/);
    expect(() => securityTxtBody({ ...securityTxt, contacts: ["podpora@depese.cz"] }, builtAt)).toThrow(
      /"podpora@depese.cz" is not a mailto:/,
    );
    expect(() => securityTxtBody({ ...securityTxt, canonical: "http://www.depese.cz/security.txt" }, builtAt)).toThrow(
      /canonical/,
    );
    expect(() => securityTxtBody({ ...securityTxt, validDays: 800 }, builtAt)).toThrow(/validDays/);
  });

  it("is written to public/.well-known/ by the build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-security-"));
    writeSecurityTxt(dir, builtAt);
    expect(fs.readFileSync(path.join(dir, "public/.well-known/security.txt"), "utf8")).toBe(
      securityTxtBody(securityTxt, builtAt),
    );
  });
});
