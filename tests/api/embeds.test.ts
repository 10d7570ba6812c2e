import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, signUp, type TestOrg } from "../support/client";
import { addSectionMetric, createMetric, createSection } from "../support/fixtures";
import { rawGet, type RawResponse } from "../support/raw";

/**
 * YouTube and Vimeo wait for consent (issue 21 "Blocked until consent"): the server's
 * HTML of a page with a YouTube metric and a Vimeo hero has no player and nothing a
 * browser would fetch from either service, only the placeholders with their data
 * attributes; and that page is one cached copy, the same for every visitor (whatever
 * their cookies say about consent).
 */
const THIRD_PARTY = /youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com/i;
/**
 * The page's markup without its scripts (React's payload among them) and without the
 * empty comments React writes between two text nodes where a stream chunk ends
 * ("Load once<!-- -->", seen on PostgreSQL, where queries finish in another order).
 */
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");

describe("a page with a YouTube metric and a Vimeo hero", () => {
  let org: TestOrg;
  let customerCookies = "";

  const anonymous = { "accept-language": "en-GB,en;q=0.9", "user-agent": "Mozilla/5.0 Visitor/1" };
  /** A signed-in visitor who has accepted cookies before. */
  const customer = () => ({ "accept-language": "en-US,en;q=0.8", "user-agent": "Mozilla/5.0 Visitor/2", cookie: `${customerCookies}; cookies_accepted=true` });

  const invalidate = async () => {
    const result = await api(org.host, "/api/revalidate", { method: "POST", token: org.owner.token, body: { tag: `org-${org.id}` } });
    expect(result.status).toBe(200);
  };
  const expectShared = (answer: RawResponse, cache: "HIT" | "MISS", label: string) => {
    expect(answer.status, label).toBe(200);
    expect(answer.headers["set-cookie"], label).toBeUndefined();
    expect(answer.headers["x-onsite-cache"], label).toBe(cache);
  };

  beforeAll(async () => {
    org = await createOrg("Video Studio", undefined, { language: "en" });
    const page = await api(org.host, "/api/pages", { method: "POST", body: { title: "Videos", slug: "videos" }, token: org.owner.token });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    const hero = await api(org.host, "/api/hero-sections", {
      method: "POST",
      body: { url_page: "/videos", title: "Watch us work", image: "https://vimeo.com/76979871" },
      token: org.owner.token,
    });
    expect(hero.status, JSON.stringify(hero.body)).toBe(201);
    const section = await createSection(org, { url_page: "/videos", section_title: "Films" });
    const metric = await createMetric(org, { title: "Studio tour", image: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    await addSectionMetric(org, section.id, metric.id);
    const shopper = await signUp(org.host);
    const signedIn = await api(org.host, "/api/auth/sign-in/email", { method: "POST", body: { email: shopper.email, password: shopper.password } });
    expect(signedIn.status).toBe(200);
    customerCookies = signedIn.headers.get("set-cookie")!.split(";")[0]!;
  });

  it("has no player and no address of YouTube or Vimeo in its markup: only the placeholders, naming the services", async () => {
    await invalidate();
    const answer = await rawGet(org.host, "/videos", anonymous);
    expectShared(answer, "MISS", "first render");
    const markup = markupOf(answer.text);
    expect(markup).not.toContain("<iframe");
    expect(markup).not.toMatch(THIRD_PARTY);
    // Nothing request-able at all: no src, href, srcset, poster or CSS url() naming either service, in the markup or the payload.
    expect(answer.text).not.toMatch(/(src|href|srcset|poster)=["']?[^"'\s>]*(youtube|youtu\.be|ytimg|vimeo)/i);
    expect(answer.text).not.toMatch(/url\([^)]*(youtube|ytimg|vimeo)/i);

    expect(markup).toMatch(
      /<div class="group\/embed relative overflow-hidden bg-gray-900 [^"]*" data-embed="youtube" data-embed-id="dQw4w9WgXcQ" data-embed-state="placeholder">/,
    );
    expect(markup).toMatch(
      /<div class="group\/embed relative overflow-hidden bg-gray-900 [^"]*" data-embed="vimeo" data-embed-id="76979871" data-embed-state="placeholder">/,
    );
    expect(markup).toContain('class="sr-only">YouTube video: Studio tour</span>');
    expect(markup).toContain('class="sr-only">Vimeo video: Watch us work</span>');
    expect(markup).toContain("This video is hosted by YouTube. Loading it lets YouTube set cookies and see your visit.");
    expect(markup).toContain("This video is hosted by Vimeo. Loading it lets Vimeo set cookies and see your visit.");
    expect(markup.match(/>Load once<\/button>/g)).toHaveLength(2);
    expect(markup.match(/>Always allow<\/button>/g)).toHaveLength(2);
  });

  it("is one cached copy for every visitor, with no Set-Cookie, whatever their consent cookie says", async () => {
    await invalidate();
    const forCustomer = await rawGet(org.host, "/videos", customer());
    expectShared(forCustomer, "MISS", "customer's render");
    const toAnonymous = await rawGet(org.host, "/videos", anonymous);
    expectShared(toAnonymous, "HIT", "anonymous visitor's copy");
    expect(toAnonymous.body.equals(forCustomer.body)).toBe(true);
    // The customer accepted cookies before, yet the server still sends the placeholder: the browser loads the player.
    expect(markupOf(forCustomer.text)).toContain('data-embed-state="placeholder"');
    expect(markupOf(forCustomer.text)).not.toContain("<iframe");
  });

  it("lets the players' origins be framed, and nothing else new", async () => {
    const answer = await rawGet(org.host, "/videos", anonymous);
    const policy = String(answer.headers["content-security-policy"]);
    const frames = policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name === "frame-src");
    expect(frames).toEqual([["frame-src", "'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"]]);
    expect(policy).not.toMatch(/(default|child)-src/);
  });

  it("keeps the page of another language the same way (the texts are the page's)", async () => {
    const polish = await createOrg("Studio PL", undefined, { language: "pl" });
    const section = await createSection(polish, { url_page: "/", section_title: "Filmy" });
    const metric = await createMetric(polish, { title: "Wycieczka", image: "https://youtu.be/dQw4w9WgXcQ" });
    await addSectionMetric(polish, section.id, metric.id);
    const answer = await rawGet(polish.host, "/", anonymous);
    expect(answer.status).toBe(200);
    const markup = markupOf(answer.text);
    expect(markup).toContain('class="sr-only">Wideo YouTube: Wycieczka</span>');
    expect(markup).toContain(">Wczytaj raz</button>");
    expect(markup).toContain(">Zawsze zezwalaj</button>");
    expect(markup).not.toMatch(THIRD_PARTY);
  });
});
