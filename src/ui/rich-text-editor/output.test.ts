import { describe, expect, it } from "vitest";
import { compactListItems } from "./output";

describe("compactListItems", () => {
  it("writes an item holding one paragraph without it", () => {
    expect(compactListItems("<ul><li><p>one</p></li><li><p>two <strong>2</strong></p></li></ul>")).toBe("<ul><li>one</li><li>two <strong>2</strong></li></ul>");
    expect(compactListItems('<ol><li class="x"><p>a<br>b</p></li></ol>')).toBe('<ol><li class="x">a<br>b</li></ol>');
  });

  it("keeps paragraphs with attributes, several blocks and nested lists", () => {
    expect(compactListItems('<ul><li><p class="lead">a</p></li></ul>')).toBe('<ul><li><p class="lead">a</p></li></ul>');
    expect(compactListItems("<ul><li><p>a</p><p>b</p></li></ul>")).toBe("<ul><li><p>a</p><p>b</p></li></ul>");
    expect(compactListItems("<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>")).toBe("<ul><li><p>a</p><ul><li>b</li></ul></li></ul>");
  });

  it("leaves paragraphs outside lists alone", () => {
    expect(compactListItems("<p>a</p><p>b</p>")).toBe("<p>a</p><p>b</p>");
  });
});
