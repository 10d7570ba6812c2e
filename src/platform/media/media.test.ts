import { describe, expect, it } from "vitest";
import { EMBED_SERVICE_NAMES, embedTarget, embedUrl, isSafeMediaUrl, isVideoUrl, mediaKind, playerUrl } from "./media";

describe("isVideoUrl", () => {
  it.each([
    "https://cdn.example.com/clip.mp4",
    "https://cdn.example.com/clip.WEBM?token=1#t=3",
    "/uploads/a.ogg",
    "https://x.example/a.mov",
    "https://x.example/a.avi",
    "https://x.example/a.wmv",
    "https://x.example/a.flv",
    "https://x.example/a.mkv",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://vimeo.com/76979871",
  ])("is true for %s", (url) => expect(isVideoUrl(url)).toBe(true));

  it.each([
    "https://cdn.example.com/photo.jpg",
    "https://cdn.example.com/mp4-guide.png",
    "https://example.com/page?file=a.mp4",
    "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
    "",
  ])("is false for %j", (url) => expect(isVideoUrl(url)).toBe(false));
});

describe("embedUrl", () => {
  const yt = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
    "https://youtu.be/dQw4w9WgXcQ?si=abc",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
  ])("rewrites YouTube link %s", (url) => expect(embedUrl(url)).toBe(yt));

  it.each(["https://vimeo.com/76979871", "https://vimeo.com/76979871/", "https://player.vimeo.com/video/76979871?h=1"])("rewrites Vimeo link %s", (url) =>
    expect(embedUrl(url)).toBe("https://player.vimeo.com/video/76979871"),
  );

  it.each([
    "https://www.youtube.com/@channel",
    "https://www.youtube.com/watch?v=short",
    "https://vimeo.com/channels/staffpicks",
    "https://cdn.example.com/clip.mp4",
    "/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
  ])("is null for %s", (url) => expect(embedUrl(url)).toBeNull());
});

describe("embedTarget (which service plays a link)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/live/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "vimeo", "76979871"],
    ["https://player.vimeo.com/video/76979871?h=1", "vimeo", "76979871"],
  ])("%s is %s video %s", (url, service, id) => expect(embedTarget(url)).toEqual({ service, id }));

  it.each([
    "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXc%22",
    "https://vimeo.com/123456789012345678901234",
    "https://vimeo.com/channels/staffpicks",
    "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
    "/watch?v=dQw4w9WgXcQ",
    "not a url",
  ])("%s plays on no service", (url) => expect(embedTarget(url)).toBeNull());

  it("names the services as the Cookies tab does", () => {
    expect(EMBED_SERVICE_NAMES).toEqual({ youtube: "YouTube", vimeo: "Vimeo" });
  });
});

describe("playerUrl", () => {
  it("plays YouTube from youtube-nocookie.com and Vimeo with Do Not Track", () => {
    expect(playerUrl({ service: "youtube", id: "dQw4w9WgXcQ" })).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(playerUrl({ service: "youtube", id: "dQw4w9WgXcQ" }, { autoplay: true })).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(playerUrl({ service: "vimeo", id: "76979871" })).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(playerUrl({ service: "vimeo", id: "76979871" }, { autoplay: true })).toBe("https://player.vimeo.com/video/76979871?dnt=1&autoplay=1");
  });

  it("makes no address from an id that is not one", () => {
    expect(playerUrl({ service: "youtube", id: "../../x?y=1" })).toBeNull();
    expect(playerUrl({ service: "vimeo", id: "1/../../x" })).toBeNull();
  });
});

describe("mediaKind", () => {
  it("tells embeds, video files and images apart", () => {
    expect(mediaKind("https://youtu.be/dQw4w9WgXcQ")).toBe("embed");
    expect(mediaKind("https://vimeo.com/76979871")).toBe("embed");
    expect(mediaKind("/uploads/intro.mp4")).toBe("video");
    expect(mediaKind("https://cdn.example.com/photo.webp")).toBe("image");
    expect(mediaKind("https://www.youtube.com/@channel")).toBe("image");
  });
});

describe("isSafeMediaUrl", () => {
  it.each(["https://cdn.example.com/a.png", "http://cdn.example.com/a.png", "/uploads/a b.png", "data:image/png;base64,iVBORw0KGgo=", "data:image/webp,abc"])(
    "accepts %s",
    (url) => expect(isSafeMediaUrl(url)).toBe(true),
  );

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "//evil.example/a.png",
    "/\\evil.example/a.png",
    "uploads/a.png",
    "ftp://example.com/a.png",
    "https://cdn.example.com/a\n.png",
    "",
  ])("rejects %j", (url) => expect(isSafeMediaUrl(url)).toBe(false));
});
