import { describe, expect, it } from "vitest";
import { onNotification } from "./broadcast";
import { dependencySlot, slotValue, versionKey } from "./state";

/** Other instances' invalidations as heard on the channel (`{instance}:{organizationId}[:{keys}]`). */
describe("onNotification", () => {
  const organizationId = 424_242;
  const counters = () => ({
    version: versionKey(organizationId),
    keyed: slotValue(dependencySlot(organizationId, undefined)),
    about: slotValue(dependencySlot(organizationId, "page:/about")),
    home: slotValue(dependencySlot(organizationId, "page:/")),
  });

  it("moves the named keys and the organization's keyed counter on, not its version", () => {
    const before = counters();
    onNotification(`other:${organizationId}:${JSON.stringify(["page:/about"])}`);
    const after = counters();
    expect(after.version).toBe(before.version);
    expect(after.keyed).toBe(before.keyed + 1);
    expect(after.about).toBe(before.about + 1);
    expect(after.home).toBe(before.home);
  });

  it("takes a payload without keys, or with keys it cannot read, for the whole organization", () => {
    for (const payload of [`other:${organizationId}`, `other:${organizationId}:not json`, `other:${organizationId}:[1]`]) {
      const before = counters();
      onNotification(payload);
      expect(counters().version, payload).not.toBe(before.version);
    }
  });
});
