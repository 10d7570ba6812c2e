import { describe, expect, it } from "vitest";
import { addMonths, isDateKey, monthGrid, moveByKey, startOfWeek, step, visibleDays, weekOf, weekdayOf } from "./calendar";

describe("the booking calendar's dates (weeks start on Sunday)", () => {
  it("builds a month of whole weeks, each from Sunday to Saturday", () => {
    // March 2026: the 1st is a Sunday, the 31st a Tuesday.
    const march = monthGrid("2026-03-18");
    expect(march.length).toBe(5);
    expect(march[0]).toEqual(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07"]);
    expect(march[4].at(-1)).toBe("2026-04-04");
    for (const week of march) expect(weekdayOf(week[0])).toBe(0);
    // November 2026: the 1st is a Sunday again; February 2026 is four weeks exactly.
    expect(monthGrid("2026-02-10").length).toBe(4);
    expect(monthGrid("2026-02-10")[0][0]).toBe("2026-02-01");
    // August 2026 starts on a Saturday: six weeks, the first from 26 July.
    const august = monthGrid("2026-08-01");
    expect(august.length).toBe(6);
    expect(august[0][0]).toBe("2026-07-26");
    expect(august[0][6]).toBe("2026-08-01");
  });

  it("starts the week and day views' weeks on Sunday, across month and year ends", () => {
    expect(startOfWeek("2026-11-27")).toBe("2026-11-22");
    expect(startOfWeek("2026-11-22")).toBe("2026-11-22");
    expect(weekOf("2027-01-01")).toEqual(["2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(visibleDays("week", "2026-03-29")[0]).toBe("2026-03-29"); // Berlin's spring-forward Sunday
    expect(visibleDays("day", "2026-03-29")).toEqual(["2026-03-29"]);
  });

  it("steps a month, a week or a day; a month keeps the day within the shorter month", () => {
    expect(step("month", "2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(step("month", "2026-01-15", -1)).toBe("2025-12-15");
    expect(step("week", "2026-10-28", 1)).toBe("2026-11-04");
    expect(step("day", "2026-12-31", 1)).toBe("2027-01-01");
  });

  it("moves the focused day with the keyboard as a date grid does", () => {
    expect(moveByKey("2026-11-27", "ArrowRight")).toBe("2026-11-28");
    expect(moveByKey("2026-11-01", "ArrowLeft")).toBe("2026-10-31");
    expect(moveByKey("2026-11-27", "ArrowUp")).toBe("2026-11-20");
    expect(moveByKey("2026-11-27", "ArrowDown")).toBe("2026-12-04");
    expect(moveByKey("2026-11-27", "Home")).toBe("2026-11-22");
    expect(moveByKey("2026-11-27", "End")).toBe("2026-11-28");
    expect(moveByKey("2026-11-27", "PageDown")).toBe("2026-12-27");
    expect(moveByKey("2026-11-27", "PageUp", true)).toBe("2025-11-27");
    expect(moveByKey("2026-11-27", "a")).toBeNull();
  });

  it("knows a real date key from a malformed one", () => {
    expect(isDateKey("2026-02-28")).toBe(true);
    expect(isDateKey("2026-02-30")).toBe(false);
    expect(isDateKey("26-2-1")).toBe(false);
  });
});
