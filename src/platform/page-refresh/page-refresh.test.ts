import { afterEach, describe, expect, it, vi } from "vitest";
import { goTo, refreshPage, setPageRefresher } from "./page-refresh";

describe("the page refresher", () => {
  const unwire: (() => void)[] = [];
  afterEach(() => {
    for (const done of unwire.splice(0)) done();
  });

  it("calls the wired refresher's refresh and goTo", () => {
    const refresh = vi.fn();
    const go = vi.fn();
    unwire.push(setPageRefresher({ refresh, goTo: go }));
    refreshPage();
    goTo("/about");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith("/about");
  });

  it("keeps the newer refresher when an older one is unwired", () => {
    const older = { refresh: vi.fn(), goTo: vi.fn() };
    const newer = { refresh: vi.fn(), goTo: vi.fn() };
    const unwireOlder = setPageRefresher(older);
    unwire.push(setPageRefresher(newer));
    unwireOlder();
    refreshPage();
    expect(newer.refresh).toHaveBeenCalledTimes(1);
    expect(older.refresh).not.toHaveBeenCalled();
  });
});
