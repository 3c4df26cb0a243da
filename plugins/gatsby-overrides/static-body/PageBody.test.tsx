import React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import PageBody from "./PageBody";

// The real module is a require.context over content/, which only webpack provides.
vi.mock("./ServerBody", () => ({ default: ({ file }: { file: string }) => <p>{`MDX z ${file}`}</p> }));

afterEach(() => vi.unstubAllGlobals());

const Providers = ({ children }: { children?: React.ReactNode }) => <section data-providers="">{children}</section>;

describe("PageBody", () => {
  it("renders the MDX in its providers on the server, static page or not", () => {
    vi.stubGlobal("window", undefined);
    const html = renderToString(
      <PageBody pageContext={{ staticBody: true }} wrap={(mdx) => <Providers>{mdx}</Providers>}>
        <p>Nový odstavec</p>
      </PageBody>,
    );
    expect(html).toBe('<div data-page-body=""><section data-providers=""><p>Nový odstavec</p></section></div>');
    const shared = renderToString(
      <PageBody
        pageContext={{ staticBody: true, mdxFile: "docs/a.mdx" }}
        wrap={(mdx) => <Providers>{mdx}</Providers>}
      />,
    );
    expect(shared).toContain('<section data-providers=""><p>MDX z docs/a.mdx</p></section>');
  });

  it("keeps the server's body when a static page hydrates, without its MDX or providers", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div data-page-body=""><section data-providers=""><p>Ze serveru</p></section></div>';
    const serverBody = container.querySelector("p");
    await act(async () => {
      hydrateRoot(container, <PageBody pageContext={{ staticBody: true }} wrap={() => <Providers />} />);
    });
    expect(container.querySelector("p")).toBe(serverBody);
    expect(container.textContent).toBe("Ze serveru");
  });

  it("shows the body the loader added after a client-side navigation", () => {
    const { container } = render(
      <PageBody pageContext={{ staticBody: true, bodyHtml: "<p>Text z&nbsp;body.json</p>" }}>
        <p>Text z MDX</p>
      </PageBody>,
    );
    expect(container.textContent).toBe("Text z\u00a0body.json");
  });

  it("renders a body that needs React as React in its providers", () => {
    const { container } = render(
      <PageBody pageContext={{ staticBody: false }} wrap={(mdx) => <Providers>{mdx}</Providers>}>
        <p>Filtr kódů</p>
      </PageBody>,
    );
    expect(container.querySelector("[data-page-body] > [data-providers] > p")?.textContent).toBe("Filtr kódů");
  });
});
