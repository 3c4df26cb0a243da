import React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { LandingContext, type LandingPage } from "../Price";
import { landingComponents } from "../landing";
import { analyzeSms } from "../../lib/sms-length";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

const {
  CampaignEditor,
  DeliveryReport,
  NumberCheck,
  ApiExchange,
  PriceCalculator,
  IntegrationFlow,
  SystemDiagram,
  DeliveryLog,
  PriceTable,
} = landingComponents;

const landing: LandingPage = {
  frame: "landing",
  title: "Hromadné SMS",
  facts: {
    prices: { "CZ:sms_text": 0.79, "CZ:sms_system": 0.69, "service:hlr": 0.15 },
    vatRate: 0.21,
    countryCount: 193,
    homeCountry: "CZ",
    product: { facts: {} },
  },
};
const renderOn = (node: React.ReactNode) =>
  render(<LandingContext.Provider value={landing}>{node}</LandingContext.Provider>);
const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

afterEach(cleanup);

describe("CampaignEditor", () => {
  const text =
    "Stridani pneumatik od 400 Kc. Objednejte se na autoservis-kos.cz/termin Odhlaseni: SMS STOP na 9000 123";
  it("counts the sample's parts as the send does and prices the whole campaign from the data", () => {
    const { container } = renderOn(
      <CampaignEditor sender="AUTOKOS" group="Stálí zákazníci" recipients={1240} schedule="čt 9:00" text={text} />,
    );
    const sms = analyzeSms(text);
    const body = nbsp(container.textContent ?? "");
    expect(body).toContain(`${sms.characters} znaků · bez diakritiky`);
    expect(body).toContain(`${sms.segments} SMS`);
    // 1 240 recipients × 1 part × 0,79 Kč
    expect(body).toContain("1 240 SMS · 979,60 Kč bez DPH");
  });

  it("is one image for screen readers, named in Czech, its drawn text hidden", () => {
    renderOn(<CampaignEditor sender="AUTOKOS" group="Stálí" recipients={10} schedule="ihned" text="Ahoj" />);
    const image = screen.getByRole("img");
    expect(nbsp(image.getAttribute("aria-label") ?? "")).toMatch(/^Editor kampaně .*10 příjemců.*1 SMS/);
    expect(image.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
  });

  it("counts a text with diacritics in the shorter parts and prices a number sender as a system SMS", () => {
    const long = "Připomínáme zítřejší termín v 9:30 u fyzioterapeutky. Potvrďte prosím odpovědí ANO, děkujeme.";
    const { container } = renderOn(
      <CampaignEditor sender="+420 736 100 200" group="Klienti" recipients={100} schedule="ihned" text={long} />,
    );
    const body = nbsp(container.textContent ?? "");
    expect(body).toContain("s diakritikou");
    expect(body).toContain(`${analyzeSms(long).segments} SMS`);
    expect(analyzeSms(long).segments).toBe(2);
    expect(body).toContain("200 SMS · 138 Kč bez DPH");
  });
});

describe("DeliveryReport", () => {
  it("computes the rates from the counts and says them in its label", () => {
    renderOn(<DeliveryReport campaign="Jarní akce" sent={12500} delivered={12180} undelivered={320} clicks={1140} />);
    const label = nbsp(screen.getByRole("img").getAttribute("aria-label") ?? "");
    expect(label).toContain("z 12 500 zpráv doručeno 97,4 %, nedoručeno 2,6 %");
    expect(nbsp(screen.getByRole("img").textContent ?? "")).toContain("Kliknutí9,4 %");
  });
  it("shows only the tiles asked for, in their order", () => {
    const { container } = renderOn(
      <DeliveryReport
        campaign="KávaDomů: jarní akce"
        sent={12500}
        delivered={12180}
        undelivered={320}
        clicks={1140}
        replies={86}
        optOuts={23}
        tiles={["delivered", "clicks", "replies", "optOuts"]}
      />,
    );
    const tiles = [...container.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(tiles).toEqual(["Doručeno", "Kliknutí", "Odpovědi", "Odhlášení"]);
  });
});

describe("NumberCheck", () => {
  it("shows the price of one query from the data and the list's summary", () => {
    const { container } = renderOn(
      <NumberCheck number="+420 602 123 456" status="inactive" network="T-Mobile" list={[20000, 1400]} />,
    );
    const body = nbsp(container.textContent ?? "");
    expect(body).toContain("0,15 Kč za dotaz");
    expect(body).toContain("Neaktivní");
    expect(body).toContain("20 000 čísel · 18 600 aktivních · 1 400 neaktivních");
  });
});

describe("ApiExchange", () => {
  it("prints the body and the response as indented JSON", () => {
    const { container } = renderOn(
      <ApiExchange
        request="POST /json/v1/message"
        body={{ to: ["+420602123456"], text: "Ahoj 2" }}
        response={{ accepted: [{ parts: 1 }] }}
      />,
    );
    const [request, response] = container.querySelectorAll("pre");
    expect(request.textContent).toBe(JSON.stringify({ to: ["+420602123456"], text: "Ahoj 2" }, null, 2));
    expect(response.textContent).toBe(JSON.stringify({ accepted: [{ parts: 1 }] }, null, 2));
  });
});

describe("IntegrationFlow", () => {
  it("names every node in its label, in order", () => {
    renderOn(
      <IntegrationFlow
        tool="Scénář v Make"
        trigger={["Nová objednávka", "e-shop"]}
        send={["Odeslat SMS", "Depeše"]}
        actions={[["Zapsat stav", "tabulka"]]}
      />,
    );
    expect(nbsp(screen.getByRole("img").getAttribute("aria-label") ?? "")).toBe(
      "Scénář v Make: Nová objednávka → Odeslat SMS → Zapsat stav.",
    );
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });
});

describe("IntegrationFlow looks", () => {
  it("numbers the steps as Zapier and Klaviyo do, and a Depeše rule says „Když … pak …“", () => {
    const flow = (look: "steps" | "rule") =>
      renderOn(
        <IntegrationFlow
          look={look}
          tool="Scénář"
          trigger={["Nová poptávka", "formulář"]}
          send={["Poděkování SMS", "Depeše"]}
          actions={[["Úkol", "CRM"]]}
        />,
      ).container.textContent;
    expect(nbsp(flow("steps") ?? "")).toMatch(/1\. SpouštěčNová poptávka.*2\. AkcePoděkování SMS.*3\. AkceÚkol/);
    cleanup();
    expect(nbsp(flow("rule") ?? "")).toMatch(/KdyžNová poptávka.*DepešePoděkování SMS.*PakÚkol/);
  });
});

describe("SystemDiagram", () => {
  it("names the boxes and the links between them in its label", () => {
    renderOn(
      <SystemDiagram
        title="Vlastní operátor"
        nodes={[
          ["Váš systém", "CRM", "system"],
          ["Depeše", "API", "depese"],
          ["SMS centrum", "operátor", "operator"],
        ]}
        links={[["HTTPS"], ["SMPP 3.4", "IPsec"]]}
      />,
    );
    expect(nbsp(screen.getByRole("img").getAttribute("aria-label") ?? "")).toBe(
      "Vlastní operátor: Váš systém (HTTPS) → Depeše (SMPP 3.4) → SMS centrum.",
    );
  });
});

describe("DeliveryLog", () => {
  it("prints the code as typed and a line per report, counting the delivered in its label", () => {
    const { container } = renderOn(
      <DeliveryLog
        file="terminál"
        code={'curl -d \'{"to": ["+420602123456"]}\''}
        title="Doručenky"
        log={[
          ["10:00:00.100", "+420602123456", "accepted"],
          ["10:00:02.400", "+420602123456", "delivered", "za 2 s"],
        ]}
      />,
    );
    expect(container.querySelector("pre")?.textContent).toBe('curl -d \'{"to": ["+420602123456"]}\'');
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(nbsp(screen.getByRole("img").getAttribute("aria-label") ?? "")).toContain("2 řádky, z toho 1 doručeno");
  });
});

describe("PriceTable", () => {
  it("is a real table with the prices it is given and the worked example", () => {
    const { container } = renderOn(
      <PriceTable
        title="Ceny"
        unit="bez DPH"
        rows={[["Servisní šablona", "0,65 Kč", "objednávky"]]}
        example={["1 000 zpráv", "650 Kč"]}
      />,
    );
    expect(screen.getByRole("table")).toBeDefined();
    expect(nbsp(container.querySelector("tbody")?.textContent ?? "")).toBe("Servisní šablonaobjednávky0,65 Kč");
    expect(nbsp(container.querySelector("tfoot")?.textContent ?? "")).toBe("1 000 zpráv650 Kč");
  });
});

describe("PriceCalculator", () => {
  it("works the example through: text → parts → messages → cost with and without VAT", () => {
    const text = "Dobrý den, připomínáme zítřejší termín v 9:30. Změnu prosím hlaste na 603 112 233.";
    const { container } = renderOn(<PriceCalculator title="Kolik to stojí" text={text} recipients={500} />);
    const body = nbsp(container.textContent ?? "");
    const { segments, characters } = analyzeSms(text);
    expect(body).toContain(`${characters} znaků s diakritikou → ${segments} ${segments === 1 ? "část" : "části"}`);
    const messages = segments * 500;
    expect(body).toContain(`Zpráv k zaplacení${messages.toLocaleString("cs-CZ").replace(/\s/g, " ")} × 0,79 Kč`);
    const cost = Math.round(messages * 0.79 * 100) / 100;
    expect(body).toContain(
      `Celkem bez DPH${cost.toLocaleString("cs-CZ", { minimumFractionDigits: cost % 1 ? 2 : 0 }).replace(/\s/g, " ")} Kč`,
    );
    expect(container.querySelector('a[href="/tool/delka-sms/"]')).not.toBeNull();
  });
});
