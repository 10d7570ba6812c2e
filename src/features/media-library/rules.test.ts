import { describe, expect, it } from "vitest";
import { isVideoUrl } from "@/platform/media/media";
import { libraryAddress, libraryPublicId } from "./rules";

describe("a library file's address", () => {
  const publicId = "AbCdEfGhIjKlMnOp1234";

  it("is a video to every field and section when the file is one, and names the file either way", () => {
    const video = libraryAddress({ public_id: publicId, kind: "video", type: "video/webm" });
    expect(video).toBe(`/api/media/files/${publicId}/video.webm`);
    expect(isVideoUrl(video)).toBe(true);
    expect(libraryPublicId(video)).toBe(publicId);

    const image = libraryAddress({ public_id: publicId, kind: "image", type: "image/png" });
    expect(image).toBe(`/api/media/files/${publicId}`);
    expect(isVideoUrl(image)).toBe(false);
    expect(libraryPublicId(image)).toBe(publicId);
  });
});
