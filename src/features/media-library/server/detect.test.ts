import { describe, expect, it } from "vitest";
import { detectType } from "./detect";
import { isSafeSvg } from "./svg";
import { variantWidths } from "./variants";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));
const text = (s: string) => new TextEncoder().encode(s);

describe("detectType (from the bytes only)", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "rest"), "image/jpeg"],
    ["PNG", bytes([0x89], "PNG\r\n\x1a\n", "rest"), "image/png"],
    ["GIF", bytes("GIF89a", "rest"), "image/gif"],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["AVIF", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"), "image/avif"],
    ["MP4", bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0], "isomiso2"), "video/mp4"],
    ["WebM", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"), "video/webm"],
    ["SVG with a declaration and a comment", text('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"],
  ])("%s", (_name, input, type) => expect(detectType(input)).toBe(type));

  it.each([
    ["an HTML page", text("<!DOCTYPE html><html><body>hi</body></html>")],
    ["plain text", text("hello")],
    ["a PDF", text("%PDF-1.7")],
    ["a QuickTime movie", bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0], "qt  ")],
    ["Matroska that is not WebM", bytes([0x1a, 0x45, 0xdf, 0xa3], "matroska")],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_name, input) => expect(detectType(input)).toBeNull());
});

describe("isSafeSvg", () => {
  it("keeps shapes, gradients and internal references", () => {
    expect(
      isSafeSvg(
        text('<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="4" height="4"/><use href="#g"/></svg>'),
      ),
    ).toBe(true);
  });
  it.each([
    "<svg><script>alert(1)</script></svg>",
    '<svg onload="alert(1)"/>',
    '<svg><rect ONCLICK = "x()"/></svg>',
    '<svg><foreignObject><iframe src="x"/></foreignObject></svg>',
    '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><image href="https://evil.example/x.png"/></svg>',
    '<svg><rect style="fill:url(https://evil.example/a)"/></svg>',
    '<svg><style>@import "https://evil.example/a.css";</style></svg>',
    '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>',
    // Issue 36 item 20: a link set by an animation, hidden references and escapes, image-set().
    '<svg><a><animate attributeName="href" values="javas&#99;ript:alert(1)"/><text>x</text></a></svg>',
    '<svg><a><set attributeName="href" to="&#x6A;avascript:alert(1)"/><text>x</text></a></svg>',
    '<svg><a><set attributeName="xlink:href" to="https://evil.example/"/><text>x</text></a></svg>',
    '<svg><a href="java&#9;script:alert(1)"><text>x</text></a></svg>',
    '<svg><rect style="fill:red;background:image-set(&quot;https://evil.example/a.png&quot; 1x)"/></svg>',
    '<svg><style>rect { background: -webkit-image-set("https://evil.example/a.png" 1x) }</style></svg>',
    "<svg><style>rect { background: u\\72l(https://evil.example/a.png) }</style></svg>",
    '<svg><a href="&colon;x"><text>x</text></a></svg>',
  ])("refuses %s", (svg) => expect(isSafeSvg(text(svg))).toBe(false));
  it("keeps an animation of a shape and a file name with a backslash in the editor's metadata", () => {
    expect(
      isSafeSvg(
        text(
          '<svg xmlns="http://www.w3.org/2000/svg" docname="C:\\art\\logo.svg"><rect width="4" height="4"><animate attributeName="opacity" values="0;1" dur="1s"/></rect></svg>',
        ),
      ),
    ).toBe(true);
  });
});

describe("variantWidths", () => {
  it("makes the widths the original reaches, or its own when narrower than all", () => {
    expect(variantWidths(3000)).toEqual([320, 640, 1024, 1600, 2400]);
    expect(variantWidths(1200)).toEqual([320, 640, 1024]);
    expect(variantWidths(200)).toEqual([200]);
  });
});
