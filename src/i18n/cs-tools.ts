// Visible strings of the two tools: apart from cs.ts, which every page's
// first load carries, so only the pages that show them load them.

export const csTools = {
  smsLength: {
    title: "Délka SMS",
    description:
      "Spočítejte znaky, kódování a počet SMS své zprávy, odstraňte diakritiku a odhadněte cenu rozesílky. Zdarma a přímo v prohlížeči.",
    lead: "Napište nebo vložte text zprávy a hned uvidíte, kolik znaků má, v jakém kódování odejde, na kolik SMS se rozdělí a kolik rozesílka bude stát.",
  },
  phoneValidator: {
    title: "Validace telefonního čísla",
    description:
      "Ověřte formát telefonního čísla nebo celého seznamu: platnost, země, typ a zápis E.164. Kontrola probíhá jen ve vašem prohlížeči.",
    lead: "Zkontrolujte jedno číslo nebo vložte celý seznam. Uvidíte, která čísla jsou platná, z jaké země jsou, zda jde o mobil, a vyčištěný seznam si stáhnete jako CSV.",
  },
  private:
    "Nic z toho, co do nástroje napíšete, neopouští váš prohlížeč: výpočet běží přímo na vašem počítači a nic se neodesílá na server.",
  noscript: "Nástroj potřebuje JavaScript. Vysvětlení níže si přečtete i bez něj.",
} as const;
