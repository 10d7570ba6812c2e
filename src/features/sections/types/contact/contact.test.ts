import { describe, expect, it } from "vitest";
// The contact form's texts (messages.*) join the catalog as on the site (the layout imports this entry).
import "@/features/messages/server";
import { fakeMetric, fakeSection, renderSection } from "../../public/fixtures";
import { contactDetail } from "./contact-details";

const render = (overrides: Parameters<typeof fakeSection>[0], locale: "en" | "de" = "en") =>
  renderSection(fakeSection({ section_type: "contact", ...overrides }), { locale });

describe("the contact type", () => {
  it("makes an email address a mailto: link and a phone number a tel: link; other text stays rich text", () => {
    expect(contactDetail(fakeMetric({ title: "Email", description: "<p>hello@onsite.local</p>" }), "en")).toMatchObject({
      kind: "email",
      href: "mailto:hello@onsite.local",
      text: "hello@onsite.local",
    });
    expect(contactDetail(fakeMetric({ title: "Phone", description: "<p>+49 30 1234 5678</p>" }), "en")).toMatchObject({
      kind: "phone",
      href: "tel:+493012345678",
      text: "+49 30 1234 5678",
    });
    expect(contactDetail(fakeMetric({ description: "<p>(030) 123-456</p>" }), "en")).toMatchObject({ kind: "phone", href: "tel:030123456" });
    expect(contactDetail(fakeMetric({ description: "<p>Torstraße 1, 10119 Berlin</p>" }), "en")).toMatchObject({
      kind: "text",
      html: "<p>Torstraße 1, 10119 Berlin</p>",
    });
    expect(contactDetail(fakeMetric({ description: "<p>2024</p>" }), "en").kind).toBe("text");
    expect(contactDetail(fakeMetric({ description: "<p>javascript:alert(1)@x.y</p>" }), "en")).toMatchObject({
      kind: "email",
      href: "mailto:javascript:alert(1)@x.y",
    });
    expect(contactDetail(fakeMetric({ title: "Mail", title_translation: { de: "E-Mail" } }), "de").label).toBe("E-Mail");
  });

  it("shows the details beside the contact form, its labels in the page's language", () => {
    const metrics = [
      fakeMetric({ id: 1, title: "Email", description: "<p>hello@onsite.local</p>" }),
      fakeMetric({ id: 2, title: "Office", description: "<p>Torstraße 1</p>" }),
    ];
    const html = render({ section_title: "Talk to us", website_metric: metrics });
    expect(html).toContain(">Talk to us</h2>");
    expect(html).toContain('<a href="mailto:hello@onsite.local"');
    expect(html).toContain("Torstraße 1");
    expect(html).toMatch(/<form[^>]*aria-label="Contact form"/);
    expect(html).toContain(">Send message</button>");
    expect(html).toMatch(/<label[^>]*>Name<span/);
    expect(html).toMatch(/type="email" autocomplete="email"/i);
    const de = render({ website_metric: [] }, "de");
    expect(de).toContain(">Nachricht senden</button>");
    expect(de).not.toContain("data-contact-details");
  });
});
