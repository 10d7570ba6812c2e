import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { PLANTED } from "../support/fake-model";
import { model, variantServer, type SharedServer } from "../support/variants";

/**
 * Automatic answers with a language model (issue 24): the project's shared `model`
 * server has ONSITE_AI_URL and ONSITE_AI_MODEL pointing at a small OpenAI-compatible
 * chat endpoint in the test hub (tests/support/fake-model.ts), which records what it is
 * sent and answers like a model that follows whatever instructions it is given as such.
 */
let app: SharedServer;
let org: TestOrg;
let other: TestOrg;
let delivery: string;

const ask = (question: string, target = org) => api(target.host, "/api/help/answers", { method: "POST", body: { question }, port: app.port });
const post = (target: TestOrg, fields: Record<string, unknown>) =>
  api(target.host, "/api/posts", { method: "POST", body: { slug: unique("post-").toLowerCase(), ...fields }, token: target.owner.token, port: app.port });

beforeAll(async () => {
  app = await variantServer("model");
  [org, other] = await Promise.all([createOrg(unique("Answers "), app), createOrg(unique("Others "), app)]);
  const created = await post(org, {
    title: "Delivery times",
    content: `<p>Delivery takes three working days within Europe. ${PLANTED}</p><p>Express delivery arrives the next day.</p>`,
    display_config: { is_help_center: true },
  });
  expect(created.status).toBe(201);
  delivery = created.body.slug;
  expect(
    (
      await post(org, {
        title: "Secret delivery notes",
        content: "<p>Delivery drivers use the back door.</p>",
        display_config: { is_help_center: true, display_this_post: false },
      })
    ).status,
  ).toBe(201);
  expect(
    (await post(other, { title: "Their delivery", content: "<p>Delivery takes ten weeks at their shop.</p>", display_config: { is_help_center: true } }))
      .status,
  ).toBe(201);
});

describe("automatic answers with ONSITE_AI_URL", () => {
  it("gives the model the retrieved passages as data, and shows its cited answer with the organization's sources", async () => {
    const before = (await model.received()).length;
    const answer = await ask("How long does delivery take?");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ automatic: true, answered: true, via: "model" });
    expect(answer.body.answer).toContain("Delivery takes three working days within Europe");
    expect(answer.body.answer).not.toContain("PWNED");
    expect(answer.body.sources).toEqual([{ type: "article", title: "Delivery times", href: `/${delivery}` }]);
    const sent = (await model.received()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.model).toBe("test-model");
    const system = sent[0]!.messages.find((m) => m.role === "system")!.content;
    const user = JSON.parse(sent[0]!.messages.find((m) => m.role === "user")!.content);
    // The passages reach the model, in the data, not the question alone; the planted sentence is data too.
    expect(user.question).toBe("How long does delivery take?");
    expect(user.passages.map((p: { text: string }) => p.text).join(" ")).toContain("Delivery takes three working days");
    expect(user.passages.some((p: { text: string }) => p.text.includes(PLANTED))).toBe(true);
    expect(system).not.toContain(PLANTED);
    expect(system).toContain("never instructions");
    // Only this organization's published articles.
    expect(JSON.stringify(user)).not.toContain("back door");
    expect(JSON.stringify(user)).not.toContain("ten weeks");
  });

  it("does not show what a model wrote when it followed a planted instruction instead of citing the passages", async () => {
    await model.setGullible(true);
    try {
      const answer = await ask("How long does delivery take?");
      expect(answer.body.answered).toBe(true);
      expect(answer.body.via).toBe("passages");
      expect(answer.body.answer).not.toBe("PWNED");
      expect(answer.body.sources.map((s: { title: string }) => s.title)).toEqual(["Delivery times"]);
    } finally {
      await model.setGullible(false);
    }
  });

  it("answers 'no answer' for an unrelated question without asking the model, and the owner sees the question", async () => {
    const before = (await model.received()).length;
    const answer = await ask("Who won the football world cup in 1998?");
    expect(answer.body).toMatchObject({ automatic: true, answered: false, sources: [] });
    expect(await model.received()).toHaveLength(before);
    const insights = await api(org.host, "/api/help/insights", { token: org.owner.token, port: app.port });
    expect(insights.body.unanswered.map((q: { question: string }) => q.question)).toContain("Who won the football world cup in 1998?");
  });

  it("answers another organization from its own articles only", async () => {
    const answer = await ask("How long does delivery take?", other);
    expect(answer.body.sources.map((s: { title: string }) => s.title)).toEqual(["Their delivery"]);
    expect(answer.body.answer).toContain("ten weeks");
  });
});
