import { afterAll, afterEach, expect } from "vitest";
import { takeCspViolations } from "./csp";

// Every browser journey fails on a Content-Security-Policy violation (tests/support/csp.ts).
afterEach(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations").toEqual([]);
});
afterAll(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations").toEqual([]);
});
