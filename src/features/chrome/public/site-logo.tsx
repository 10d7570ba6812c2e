"use client";

import { useEffect, useRef, useState } from "react";
import { LibraryPicture, type ResponsivePicture } from "@/features/media-library";

/** The site's name where its logo would be (no logo, or one that did not load). */
export function SiteName({ name }: { name: string }) {
  return (
    <span className="max-w-48 truncate" data-logo-name>
      {name}
    </span>
  );
}

/**
 * The header's logo image: a picture of the media library, else the address in the
 * settings, its alt text the site's name (what shows without scripts when it fails).
 * An image that does not load (spec/site-admin.md §8, spec/visitor.md §8: "Image load
 * failures are only logged, with a fallback logo") is logged to the console and gives
 * way to the site's name: whether it failed before the island hydrated (`decode()`
 * rejects a broken image) or later (an `error` caught on its way down to the image,
 * which covers the picture's other sources too).
 */
export function SiteLogo({ picture, src, siteName }: { picture: ResponsivePicture | null; src: string; siteName: string }) {
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const node = box.current;
    const image = node?.querySelector("img");
    if (!node || !image) return;
    let done = false;
    const fail = () => {
      if (done) return;
      done = true;
      console.warn(`The logo could not be loaded (${image.currentSrc || image.src}): the site's name shows instead.`);
      setFailed(true);
    };
    node.addEventListener("error", fail, true);
    image.decode().then(
      () => {
        // Checked and shown (a test waits for this).
        if (!done) node.dataset.logoLoaded = "";
      },
      () => {
        // decode() also rejects when the image is replaced while it decodes: only a broken one counts.
        if (image.complete && image.naturalWidth === 0) fail();
      },
    );
    return () => {
      done = true;
      node.removeEventListener("error", fail, true);
    };
  }, []);
  if (failed) return <SiteName name={siteName} />;
  return (
    <span ref={box} className="contents">
      {picture ? (
        <LibraryPicture
          picture={picture}
          sizes="10rem"
          alt={picture.alt || siteName}
          eager
          className="h-9 w-auto max-w-40 object-contain"
          data={{ "data-logo-image": "" }}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the organization's logo, any host
        <img src={src} alt={siteName} className="h-9 w-auto max-w-40 object-contain" data-logo-image="" />
      )}
    </span>
  );
}
