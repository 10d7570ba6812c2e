import { describe, expect, it } from "vitest";
import type { Metric } from "../schema";
import { galleryImages } from "./gallery-picker";

const metric = (id: number, title: string, image: string | null) => ({ id, title, image }) as Metric;

describe("the gallery's images", () => {
  it("lists each image URL the library uses once, without videos, players or unsafe URLs", () => {
    const images = galleryImages([
      metric(1, "A", "https://cdn.example.com/a.jpg"),
      metric(2, "B", "https://cdn.example.com/a.jpg"),
      metric(3, "C", null),
      metric(4, "D", "  "),
      metric(5, "E", "https://cdn.example.com/clip.mp4"),
      metric(6, "F", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
      metric(7, "G", "javascript:alert(1)"),
      metric(8, "H", "/uploads/team.png"),
    ]);
    expect(images).toEqual([
      { url: "https://cdn.example.com/a.jpg", title: "A" },
      { url: "/uploads/team.png", title: "H" },
    ]);
  });
});
