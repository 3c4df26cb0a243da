import { describe, expect, it } from "vitest";
import { allOperations, operationsOf } from "./api-operations";
import { redocCodeSamples, samplesFor } from "./api-samples";

// The samples are run against a mock in api-samples.mock.test.ts; these checks are the fast part.
describe("API code samples", () => {
  const operations = allOperations();

  it("covers the 10 operations of the JSON API and the 13 of the WhatsApp API", () => {
    expect(operationsOf("json").map((o) => o.operationId)).toEqual([
      "sendMessage",
      "getMessagesStatus",
      "sendMessages",
      "sendSimpleGet",
      "sendSimplePost",
      "getMessageStatus",
      "listFronts",
      "createFront",
      "deleteFront",
      "getCredit",
    ]);
    expect(operationsOf("waba")).toHaveLength(13);
  });

  it.each(operations.map((o) => [o.operationId, o]))(
    "%s: seven samples with the key and base URL from the environment and the spec's example",
    (_id, op) => {
      const samples = samplesFor(op);
      expect(samples.map((s) => s.label)).toEqual(["curl", "PHP", "Python", "Node.js", "C#", "Java", "Go"]);
      for (const sample of samples) {
        expect(sample.source, sample.label).toContain("DEPESE_API_KEY");
        expect(sample.source, sample.label).toContain("DEPESE_API_URL");
        expect(sample.source, sample.label).toContain(op.baseUrl);
        expect(sample.source, sample.label).toContain(op.summary);
        // The example's values travel in every language (the body's first string value, or the path).
        const body = op.body;
        const firstValue =
          body?.type === "json"
            ? JSON.stringify(body.value).match(/:"([^"]+)"/)![1]
            : body
              ? body.fields[0][1]
              : op.examplePath.split("/").pop()!;
        expect(sample.source, sample.label).toContain(firstValue);
      }
    },
  );

  it("never puts the example API key into a sample", () => {
    for (const op of operations) for (const sample of samplesFor(op)) expect(sample.source).not.toMatch(/dp_live_/);
  });

  it("gives Redoc the same sources", () => {
    const op = operations[0];
    expect(redocCodeSamples(op).map((s) => s.source)).toEqual(samplesFor(op).map((s) => s.source));
    expect(redocCodeSamples(op).map((s) => s.lang)).toEqual([
      "Shell",
      "PHP",
      "Python",
      "JavaScript",
      "C#",
      "Java",
      "Go",
    ]);
  });
});
