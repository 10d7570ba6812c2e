"use client";

import { WINDOW_EVENTS } from "@/platform/window-events";
import { apiFetch } from "@/platform/http/client";
import { HERO_MESSAGES } from "../constants";
import type { HeroSection } from "../record";
import type { HeroCreateInput, HeroUpdateInput } from "../schema";

/** The window event whose fields merge into an open hero editor (spec/editors.md §4). */
export const HERO_UPDATED_EVENT = WINDOW_EVENTS.heroUpdated;

export const HERO_UI = {
  openFailed: "Failed to load the hero section",
  deleteFailed: "Failed to delete the hero section",
} as const;

export function fetchHero(id: number) {
  return apiFetch<HeroSection>(`/api/hero-sections/${id}`, { fallback: HERO_UI.openFailed });
}

export function createHero(body: HeroCreateInput) {
  return apiFetch<HeroSection>("/api/hero-sections", { method: "POST", body, fallback: HERO_MESSAGES.saveFailed });
}

export function updateHero(id: number, body: HeroUpdateInput) {
  return apiFetch<HeroSection>(`/api/hero-sections/${id}`, { method: "PUT", body, fallback: HERO_MESSAGES.saveFailed });
}

export function deleteHero(id: number) {
  return apiFetch<unknown>(`/api/hero-sections/${id}`, { method: "DELETE", fallback: HERO_UI.deleteFailed });
}
