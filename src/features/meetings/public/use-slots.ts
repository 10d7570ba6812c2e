"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { MeetingsTexts } from "../texts";
import type { Slot } from "../types";
import { fetchSlots, MeetingsError } from "./api";
import { groupByDay, organizationDatesFor } from "./slots";

type Entry = { status: "loading" } | { status: "ready"; slots: Slot[] } | { status: "error"; message: string };

export type DaysSlots = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; byDay: Map<string, Slot[]> };

/**
 * The slots of the visitor's `days` for a meeting type: the organization's dates those
 * days span are asked once each (GET /api/meetings/available-slots), kept while the
 * modal is open, and grouped back onto the visitor's days. `refresh()` asks again (after
 * a booking, or a 409 for a time just taken).
 */
export function useSlots(organizationId: number, organizationZone: string, typeId: number | undefined, days: readonly string[], texts: MeetingsTexts) {
  const [cache, setCache] = useState<ReadonlyMap<string, Entry>>(new Map());
  const asked = useRef(new Set<string>());
  const [generation, setGeneration] = useState(0);
  const dates = useMemo(() => organizationDatesFor(days, organizationZone), [days, organizationZone]);
  const keyOf = useCallback((date: string) => `${typeId ?? ""}:${date}`, [typeId]);

  useEffect(() => {
    if (typeId === undefined) return;
    for (const date of dates) {
      const key = keyOf(date);
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      setCache((current) => new Map(current).set(key, { status: "loading" }));
      fetchSlots(organizationId, date, typeId, texts).then(
        (slots) => setCache((current) => new Map(current).set(key, { status: "ready", slots })),
        (error: unknown) => {
          asked.current.delete(key);
          const message = error instanceof MeetingsError ? error.message : texts.serverError;
          setCache((current) => new Map(current).set(key, { status: "error", message }));
        },
      );
    }
  }, [dates, keyOf, organizationId, texts, typeId, generation]);

  const refresh = useCallback(() => {
    asked.current.clear();
    setGeneration((n) => n + 1);
  }, []);

  const state: DaysSlots = useMemo(() => {
    const entries = dates.map((date) => cache.get(keyOf(date)));
    const failed = entries.find((entry) => entry?.status === "error");
    if (failed && failed.status === "error") return { status: "error", message: failed.message };
    if (typeId === undefined || entries.some((entry) => !entry || entry.status === "loading")) return { status: "loading" };
    const slots = entries.flatMap((entry) => (entry?.status === "ready" ? entry.slots : []));
    return { status: "ready", byDay: groupByDay(slots, days, new Date()) };
  }, [cache, dates, days, keyOf, typeId]);

  return { state, refresh };
}
