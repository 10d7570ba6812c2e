import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, outbox, signIn, signUp, unique, type TestOrg } from "../support/client";
import { createPost, saveFaqs } from "../support/fixtures";
import { openSse } from "../support/sse";

/**
 * The help-center widget's API (issue 24): the widget's content, articles read inside
 * it and "Was this helpful?", automatic answers from the organization's own published
 * articles and FAQs (no language model here: help-ai.test.ts has one), live-support
 * conversations and the members' inbox, each scoped to the host's organization.
 */
let org: TestOrg;
let other: TestOrg;
let reset: string;

const START = "/api/help/conversations";
const start = (body: Record<string, unknown>, target = org, headers: Record<string, string> = {}) => api(target.host, START, { method: "POST", body, headers });
const ask = (question: unknown, target = org) => api(target.host, "/api/help/answers", { method: "POST", body: { question, locale: "en" } });

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(unique("Help ")), createOrg(unique("Elsewhere "))]);
  reset = unique("reset-password-").toLowerCase();
  await createPost(org, {
    title: "How to reset your password",
    slug: reset,
    content:
      "<p>Open the sign-in page and choose Forgot password. We mail you a link that works for one hour.</p><p>Pick a new password of at least ten characters.</p>",
    display_config: { is_help_center: true, help_center_order: 1 },
  });
  await createPost(org, {
    title: "Shipping times",
    content: "<p>Parcels leave our warehouse within two working days.</p>",
    display_config: { is_help_center: true, help_center_order: 2 },
  });
  await createPost(org, {
    title: "Hidden refund policy",
    content: "<p>Refund requests are approved by the manager.</p>",
    display_config: { is_help_center: true, display_this_post: false },
  });
  await createPost(org, { title: "Blog about refunds", content: "<p>Refund stories from our blog.</p>", display_config: { display_as_blog_post: true } });
  await createPost(other, {
    title: "Their invoices",
    content: "<p>Invoices are sent on the first of each month.</p>",
    display_config: { is_help_center: true },
  });
  await saveFaqs(org, [
    { question: "Do you ship abroad?", question_translation: { es: "¿Envían al extranjero?" }, answer: "<p>Yes, to every country in Europe.</p>" },
  ]);
});

describe("the widget's content", () => {
  it("lists the published help-center articles and the FAQs in the page's language, and says which language the articles are in", async () => {
    const content = await api(org.host, "/api/help/content?locale=en");
    expect(content.status).toBe(200);
    expect(content.body.articles.map((a: { title: string }) => a.title)).toEqual(["How to reset your password", "Shipping times"]);
    expect(content.body.articles[0].href).toBe(`/${reset}`);
    expect(content.body.faqs).toEqual([expect.objectContaining({ question: "Do you ship abroad?", answer: "<p>Yes, to every country in Europe.</p>" })]);
    expect(content.body.articles_locale).toBe("en");
  });

  it("reads an article inside the widget (sanitized) and records 'Was this helpful?' for the owners", async () => {
    const read = await api(org.host, `/api/help/articles/${reset}`);
    expect(read.status).toBe(200);
    expect(read.body.title).toBe("How to reset your password");
    expect(read.body.html).toContain("Forgot password");
    const feedback = await api(org.host, `/api/help/articles/${reset}/feedback`, { method: "POST", body: { helpful: true } });
    expect(feedback.status).toBe(201);
    const insights = await api(org.host, "/api/help/insights", { token: org.owner.token });
    expect(insights.status).toBe(200);
    expect(insights.headers.get("cache-control")).toBe("private, no-store");
    expect(insights.body.articles.find((a: { slug: string }) => a.slug === reset)).toMatchObject({ views: 1, helpful: 1, not_helpful: 0 });
    // Another site has no such article.
    expect((await api(other.host, `/api/help/articles/${reset}`)).status).toBe(404);
    expect((await api(other.host, `/api/help/articles/${reset}/feedback`, { method: "POST", body: { helpful: true } })).status).toBe(404);
    expect((await api(org.host, `/api/help/articles/${reset}/feedback`, { method: "POST", body: { helpful: "very" } })).body.error).toBe(
      "helpful must be true or false.",
    );
  });
});

describe("automatic answers without a language model", () => {
  it("answers from the organization's published articles, quoting the passages with their links, labelled automatic", async () => {
    const answer = await ask("How do I reset my password?");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.body).toMatchObject({ automatic: true, answered: true, via: "passages" });
    expect(answer.body.passages[0].text).toContain("Forgot password");
    expect(answer.body.sources).toContainEqual({ type: "article", title: "How to reset your password", href: `/${reset}` });
  });

  it("quotes the sentences around the match in the middle of a long article, with its link, not the article's start or whole text", async () => {
    const opening = "Our studio opened in 2009 in a small room above a bakery.";
    const filler = Array.from({ length: 8 }, (_, i) => `Chapter ${i + 1} of our story is about the people who joined us that year.`);
    const before = "Most visitors come for a tour of the workshop.";
    const match = "Gift vouchers can be redeemed at the front desk of every studio.";
    const after = "They are valid for three years after purchase.";
    const closing = "Thank you for reading about us.";
    const slug = unique("our-story-").toLowerCase();
    await createPost(org, {
      title: "Our story",
      slug,
      content: `<p>${opening} ${filler.slice(0, 4).join(" ")}</p><p>${before} ${match} ${after}</p><p>${filler.slice(4).join(" ")} ${closing}</p>`,
      display_config: { is_help_center: true },
    });
    const answer = await ask("Where can I redeem a gift voucher?");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ automatic: true, answered: true, via: "passages" });
    expect(answer.body.passages[0]).toEqual({ type: "article", title: "Our story", href: `/${slug}`, text: `${before} ${match} ${after}` });
    expect(answer.body.answer).toBe(`${before} ${match} ${after}`);
    expect(JSON.stringify(answer.body)).not.toContain(opening);
    expect(JSON.stringify(answer.body)).not.toContain(closing);
    expect(answer.body.sources).toEqual([{ type: "article", title: "Our story", href: `/${slug}` }]);
  });

  it("answers from the FAQs too, and cites only this organization's published texts", async () => {
    const abroad = await ask("Do you ship abroad to Europe?");
    expect(abroad.body.answered).toBe(true);
    expect(abroad.body.sources.map((s: { title: string }) => s.title)).toContain("Do you ship abroad?");
    const refund = await ask("How are refund requests approved?");
    expect(refund.body.sources.map((s: { title: string }) => s.title)).not.toContain("Hidden refund policy");
    expect(refund.body.sources.map((s: { title: string }) => s.title)).not.toContain("Blog about refunds");
    const invoices = await ask("When are invoices sent?");
    expect(invoices.body).toMatchObject({ answered: false, sources: [] });
  });

  it("says there is no answer for an unrelated question, and owners see that question", async () => {
    const question = `What is the capital of Mongolia ${unique("q")}?`;
    const answer = await ask(question);
    expect(answer.body).toMatchObject({ automatic: true, answered: false, via: "none", sources: [] });
    const insights = await api(org.host, "/api/help/insights", { token: org.owner.token });
    expect(insights.body.unanswered.map((q: { question: string }) => q.question)).toContain(question);
    const editor = await member(org, "editor");
    expect((await api(org.host, "/api/help/insights", { token: editor.token })).status).toBe(403);
    expect((await api(org.host, "/api/help/insights")).status).toBe(401);
  });

  it("refuses bad questions with a clear 400 and keeps nothing of them", async () => {
    const before = (await api(org.host, "/api/help/insights", { token: org.owner.token })).body.unanswered.length;
    expect((await ask("")).body.error).toBe("Question is required");
    expect((await ask("x".repeat(501))).body.error).toBe("Question must be at most 500 characters");
    expect((await ask(42)).status).toBe(400);
    expect((await api(org.host, "/api/help/answers", { method: "POST", body: "{not json", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await api(org.host, "/api/help/answers", { method: "POST", body: { question: "q", organization_id: other.id } })).status).toBe(403);
    expect((await api(org.host, "/api/help/answers", { method: "POST", body: { question: "x".repeat(5000) } })).status).toBe(413);
    expect((await api(org.host, "/api/help/answers", { method: "DELETE" })).status).toBe(405);
    expect((await api(org.host, "/api/help/insights", { token: org.owner.token })).body.unanswered.length).toBe(before);
  });

  it("limits each address to 20 questions per 10 minutes within a site (429 with Retry-After)", async () => {
    const busy = await createOrg(unique("Busy "));
    for (let i = 0; i < 20; i++) expect((await ask("anything", busy)).status).toBe(200);
    const refused = await ask("anything", busy);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("Too many requests. Please wait a moment and try again.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another site's visitors are not affected.
    expect((await ask("anything", other)).status).toBe(200);
  });
});

describe("live support", () => {
  it("starts a conversation under an unguessable key that only its holder reads, privately", async () => {
    const started = await start({ message: "Hello, is anyone there?", email: "ann@example.com", page: "/pricing", locale: "en" });
    expect(started.status).toBe(201);
    expect(started.headers.get("cache-control")).toBe("private, no-store");
    const key = started.body.id as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.body).not.toHaveProperty("internal");
    expect(started.body.messages).toEqual([expect.objectContaining({ author: "visitor", body: "Hello, is anyone there?" })]);
    const read = await api(org.host, `${START}/${key}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect(read.body.messages).toHaveLength(1);
    // Another site, a guessed number or a changed key reads nothing.
    expect((await api(other.host, `${START}/${key}`)).status).toBe(404);
    expect((await api(org.host, `${START}/1`)).status).toBe(404);
    expect((await api(org.host, `${START}/${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`)).status).toBe(404);
    expect((await api(other.host, `${START}/${key}/messages`, { method: "POST", body: { message: "hijack" } })).status).toBe(404);
  });

  it("delivers a member's reply to the visitor's open stream, and the visitor's message to the inbox's", async () => {
    const { body } = await start({ message: "Do you have a demo?" });
    const key = body.id as string;
    const inbox = await openSse(org.host, "/api/help/inbox/stream", { token: org.owner.token });
    expect(inbox.status).toBe(200);
    const visitor = await openSse(org.host, `${START}/${key}/stream`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers["cache-control"]).toBe("private, no-store");
    const list = await api(org.host, "/api/help/inbox", { token: org.owner.token });
    const conversation = list.body.conversations.find((c: { last_message: string }) => c.last_message === "Do you have a demo?");
    expect(conversation.unread).toBe(1);
    const answered = visitor.next((e) => e.data.type === "message");
    const reply = await api(org.host, `/api/help/inbox/${conversation.id}/messages`, {
      method: "POST",
      body: { message: "Yes! <b>Book one</b> here." },
      token: org.owner.token,
    });
    expect(reply.status).toBe(201);
    const event = await answered;
    expect(event.data.message).toMatchObject({ author: "member", body: "Yes! <b>Book one</b> here." });
    const noticed = inbox.next((e) => e.data.type === "message" && e.data.conversation_id === conversation.id);
    expect((await api(org.host, `${START}/${key}/messages`, { method: "POST", body: { message: "Thanks" } })).status).toBe(201);
    await noticed;
    visitor.close();
    inbox.close();
    // The team was online while the inbox stream was open.
    expect((await api(org.host, "/api/help/status")).body.online).toBe(true);
  });

  it("ends a member's inbox stream when their session ends (signed out), and no later message reaches it (issue 36, item 20)", async () => {
    const token = await signIn(org.host, org.owner.email, org.owner.password);
    const inbox = await openSse(org.host, "/api/help/inbox/stream", { token });
    expect(inbox.status).toBe(200);
    const signedOut = await api(org.host, "/api/auth/sign-out", { method: "POST", token, body: {} });
    expect(signedOut.status).toBe(200);
    expect((await api(org.host, "/api/help/inbox", { token })).status).toBe(401);
    // The server closes the stream by itself (at its next heartbeat, within 15 s).
    await inbox.ended;
    expect((await start({ message: "Anyone there after sign-out?" })).status).toBe(201);
    expect(inbox.events.some((e) => e.data.type === "message")).toBe(false);
  });

  it("mails a member's answer to the address a visitor left while nobody was online", async () => {
    const email = `${unique("visitor")}@example.com`;
    const { body } = await start({ message: "Where is my order 1234?" });
    expect((await api(org.host, `${START}/${body.id}`, { method: "PATCH", body: { email } })).status).toBe(200);
    const list = await api(org.host, "/api/help/inbox", { token: org.owner.token });
    const conversation = list.body.conversations.find((c: { email: string }) => c.email === email);
    await api(org.host, `/api/help/inbox/${conversation.id}/messages`, { method: "POST", body: { message: "It left today." }, token: org.owner.token });
    const mail = await outbox().next(email);
    expect(mail.subject).toContain("answer to your question");
    expect(mail.text).toContain("It left today.");
  });

  it("lets editors and admins use the inbox (assign, close, reopen, read), never customers or another site's members", async () => {
    const { body } = await start({ message: "Can I change my plan?" });
    const editor = await member(org, "editor");
    const customer = await signUp(org.host);
    const list = await api(org.host, "/api/help/inbox", { token: editor.token });
    expect(list.status).toBe(200);
    const conversation = list.body.conversations.find((c: { last_message: string }) => c.last_message === "Can I change my plan?");
    expect(list.body.members.map((m: { email: string }) => m.email)).toContain(editor.email);
    const editorId = list.body.members.find((m: { email: string }) => m.email === editor.email).id;
    const path = `/api/help/inbox/${conversation.id}`;
    expect((await api(org.host, path, { method: "PATCH", body: { assignee_id: editorId, read: true }, token: editor.token })).body.conversation).toMatchObject({
      assignee_id: editorId,
      unread: 0,
    });
    expect((await api(org.host, path, { method: "PATCH", body: { status: "closed" }, token: editor.token })).body.conversation.status).toBe("closed");
    expect((await api(org.host, `${START}/${body.id}`)).body.status).toBe("closed");
    expect((await api(org.host, path, { method: "PATCH", body: { status: "open" }, token: editor.token })).body.conversation.status).toBe("open");
    // Customers and strangers: nothing.
    expect((await api(org.host, "/api/help/inbox", { token: customer.token })).status).toBe(403);
    expect((await api(org.host, path, { token: customer.token })).status).toBe(403);
    expect((await api(org.host, "/api/help/inbox")).status).toBe(401);
    expect((await api(org.host, "/api/help/inbox", { token: other.owner.token })).status).toBe(403);
    expect((await api(org.host, `${path}/messages`, { method: "POST", body: { message: "spam" }, token: other.owner.token })).status).toBe(403);
    expect((await api(other.host, path, { token: other.owner.token })).status).toBe(404);
    expect((await api(other.host, `${path}/messages`, { method: "POST", body: { message: "spam" }, token: other.owner.token })).status).toBe(404);
    expect((await api(other.host, "/api/help/inbox", { token: other.owner.token })).body.conversations).toEqual([]);
    // Bad updates change nothing.
    expect((await api(org.host, path, { method: "PATCH", body: { status: "archived" }, token: editor.token })).body.error).toBe(
      'status must be "open" or "closed".',
    );
    expect((await api(org.host, path, { method: "PATCH", body: { assignee_id: customer.email }, token: editor.token })).body.error).toBe(
      "assignee_id must be a member of this organization, or null.",
    );
    expect((await api(org.host, path, { method: "PATCH", body: {}, token: editor.token })).status).toBe(400);
    expect((await api(org.host, "/api/help/inbox/99999999999", { token: editor.token })).status).toBe(404);
    expect((await api(org.host, path, { token: editor.token })).body.conversation).toMatchObject({ assignee_id: editorId, status: "open" });
  });

  it("lists a signed-in customer's conversations at /account/profile/tickets, for them only", async () => {
    const customer = await signUp(org.host);
    const started = await api(org.host, START, { method: "POST", body: { message: "Question from a customer" }, token: customer.token });
    expect(started.status).toBe(201);
    const page = await api(org.host, "/account/profile/tickets", { token: customer.token });
    expect(page.status).toBe(200);
    expect(String(page.headers.get("cache-control"))).toContain("no-store");
    expect(page.body).toContain("Question from a customer");
    expect(page.body).toContain("Your conversations");
    const someoneElse = await signUp(org.host);
    expect((await api(org.host, "/account/profile/tickets", { token: someoneElse.token })).body).not.toContain("Question from a customer");
    expect((await api(org.host, "/account/profile/tickets")).status).toBe(307);
  });

  it("refuses bad messages with the spec's words and stores nothing", async () => {
    // A site of its own: the other tests' conversations count against this address's limit on theirs.
    const fresh = await createOrg(unique("Strict "));
    const before = (await api(fresh.host, "/api/help/inbox", { token: fresh.owner.token })).body.conversations.length;
    expect((await start({ message: "" }, fresh)).body).toMatchObject({ error: "Message is required", field: "message" });
    expect((await start({ message: "x".repeat(2001) }, fresh)).body.error).toBe("Message must be at most 2000 characters");
    expect((await start({ message: "hi", email: "not-an-address" }, fresh)).body).toMatchObject({
      error: "Please enter a valid email address",
      field: "email",
    });
    expect((await start({ message: "hi", page: "https://evil.example/" }, fresh)).body.field).toBe("page");
    expect((await start({ message: "hi", organization_id: other.id }, fresh)).status).toBe(403);
    expect((await api(fresh.host, START, { method: "POST", body: "[1,", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await api(fresh.host, START, { method: "POST", body: { message: "x".repeat(9000) } })).status).toBe(413);
    expect((await api(fresh.host, START, { method: "PUT", body: { message: "hi" } })).status).toBe(405);
    expect((await start({ message: "hi" }, fresh, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await api(fresh.host, "/api/help/inbox", { token: fresh.owner.token })).body.conversations.length).toBe(before);
  });

  it("limits conversations started per address to 10 per 10 minutes within a site", async () => {
    const busy = await createOrg(unique("Chatty "));
    for (let i = 0; i < 10; i++) expect((await start({ message: `Hello ${i}` }, busy)).status).toBe(201);
    const refused = await start({ message: "One more" }, busy);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await api(busy.host, "/api/help/inbox", { token: busy.owner.token })).body.conversations).toHaveLength(10);
  });
});
