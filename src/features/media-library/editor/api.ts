"use client";

import { apiFetch } from "@/platform/http/client";
import type { UpdateMediaInput } from "../schema";
import type { MediaList, MediaRecord } from "../types";

export type MediaQuery = { q: string; type: "" | "image" | "video"; sort: "newest" | "oldest" };

export const MEDIA_KEY = ["media-library"] as const;

export const LIBRARY_ERRORS = {
  load: "Failed to load the media library",
  save: "Failed to save the file",
  delete: "Failed to delete the file",
  upload: "Failed to upload the file",
} as const;

export function fetchLibrary(query: MediaQuery) {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.type) params.set("type", query.type);
  params.set("sort", query.sort);
  return apiFetch<MediaList>(`/api/media?${params}`, { fallback: LIBRARY_ERRORS.load });
}

export const updateFile = (id: number, changes: UpdateMediaInput) =>
  apiFetch<MediaRecord>(`/api/media/${id}`, { method: "PATCH", body: changes, fallback: LIBRARY_ERRORS.save });
export const deleteFile = (id: number) => apiFetch<{ success: true }>(`/api/media/${id}`, { method: "DELETE", fallback: LIBRARY_ERRORS.delete });

/**
 * Sends one file (multipart) with XMLHttpRequest, which reports upload progress
 * (fetch does not): `onProgress` gets 0..1. Resolves to the stored file; rejects
 * with the server's message.
 */
export function sendFile(
  path: string,
  method: "POST" | "PUT",
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<MediaRecord> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("file", file, file.name);
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.responseType = "json";
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as (MediaRecord & { error?: string }) | null;
      if (request.status >= 200 && request.status < 300 && body) resolve(body);
      else reject(new Error(body?.error || LIBRARY_ERRORS.upload));
    };
    request.onerror = () => reject(new Error(LIBRARY_ERRORS.upload));
    request.send(form);
  });
}
