import { describe, expect, it } from "vitest";
import type { ListSpec } from "@/platform/lists";
import { differingLabels } from "./describe";
import { describeList } from "./list-subject";

const faqs: ListSpec = {
  key: "faqs",
  title: "FAQs",
  item: "FAQ",
  titleKey: "question",
  fresh: () => ({}),
  fields: [
    { key: "question", label: "Question", kind: "text" },
    { key: "answer", label: "Answer", kind: "textarea" },
  ],
};

describe("describeList", () => {
  it("names the order and each item by its name, with the tab's field labels", () => {
    const fields = describeList(faqs, "FAQ", {
      items: [
        { id: 1, order: 0, organization_id: 3, question: "Ship?", answer: "Yes" },
        { id: 2, question: "", answer: "" },
        { id: 3, question: "Ship?", answer: "No", extra: true },
      ],
    });
    expect(fields).toEqual({
      FAQs: "Ship?\nFAQ 2\nShip? (2)",
      "FAQ: Ship?": "Question: Ship?\nAnswer: Yes",
      "FAQ: FAQ 2": "Question: (empty)\nAnswer: (empty)",
      "FAQ: Ship? (2)": "Question: Ship?\nAnswer: No\nextra: Yes",
    });
  });

  it("reads added, removed and changed items as differing fields", () => {
    const before = describeList(faqs, "FAQ", {
      items: [
        { question: "A", answer: "1" },
        { question: "B", answer: "2" },
      ],
    });
    const after = describeList(faqs, "FAQ", {
      items: [
        { question: "A", answer: "one" },
        { question: "C", answer: "3" },
      ],
    });
    expect(differingLabels(before, after).sort()).toEqual(["FAQ: A", "FAQ: B", "FAQ: C", "FAQs"]);
    expect(describeList(faqs, "FAQ", {})).toEqual({ FAQs: "(empty)" });
  });
});
