"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { Modal } from "@/ui/modal";
import { ErrorState, LoadingState } from "@/ui/query-states";
import { formatBytes } from "../rules";
import type { MediaRecord } from "../types";
import { fetchLibrary, LIBRARY_ERRORS, MEDIA_KEY, type MediaQuery } from "./api";
import { FileDetails } from "./file-details";
import { Uploader } from "./uploader";

export type LibraryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Images only (an image field), or images and videos. */
  accept?: "image" | "media";
  /** Set when a field opened the library: "Use this file" hands it the file. */
  onPick?: (file: MediaRecord) => void;
};

const control = "rounded border border-gray-300 px-2 py-1 text-sm";

/** The media library: upload, a searchable grid (name, alt text; type; date), and the chosen file's details. */
export default function LibraryDialog({ open, onOpenChange, accept = "media", onPick }: LibraryDialogProps) {
  const [query, setQuery] = useState<MediaQuery>({ q: "", type: accept === "image" ? "image" : "", sort: "newest" });
  const deferred = useDeferredValue(query);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const client = useQueryClient();
  const library = useQuery({ queryKey: [...MEDIA_KEY, deferred], queryFn: () => fetchLibrary(deferred), enabled: open });
  const files = library.data?.files ?? [];
  const selected = files.find((f) => f.id === selectedId) ?? null;
  const refresh = () => client.invalidateQueries({ queryKey: MEDIA_KEY });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Media library" size="xl" stacked>
      <div className="space-y-4">
        <Uploader
          onUploaded={(file) => {
            setSelectedId(file.id);
            void refresh();
          }}
        />
        <div className="flex flex-wrap items-end gap-3" role="search">
          <label className="text-xs text-gray-700">
            Search media
            <input
              type="search"
              value={query.q}
              onChange={(event) => setQuery({ ...query, q: event.target.value })}
              placeholder="File name or alt text"
              className={`mt-0.5 block ${control}`}
            />
          </label>
          <label className="text-xs text-gray-700">
            Type
            <select
              value={query.type}
              onChange={(event) => setQuery({ ...query, type: event.target.value as MediaQuery["type"] })}
              className={`mt-0.5 block ${control}`}
            >
              {accept === "media" && <option value="">All files</option>}
              <option value="image">Images</option>
              {accept === "media" && <option value="video">Videos</option>}
            </select>
          </label>
          <label className="text-xs text-gray-700">
            Sort
            <select
              value={query.sort}
              onChange={(event) => setQuery({ ...query, sort: event.target.value as MediaQuery["sort"] })}
              className={`mt-0.5 block ${control}`}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
          </label>
          {library.data && (
            <p className="ml-auto text-xs text-gray-700" data-testid="media-storage">
              {formatBytes(library.data.storage.used)} of {formatBytes(library.data.storage.quota)} used
            </p>
          )}
        </div>
        <div className="grid gap-4 md:grid-cols-[1fr_18rem]">
          {library.isPending ? (
            <LoadingState label="Loading files..." />
          ) : library.isError ? (
            <ErrorState message={library.error.message || LIBRARY_ERRORS.load} onRetry={() => void library.refetch()} />
          ) : files.length === 0 ? (
            <p className="py-8 text-center text-sm text-gray-600">No files yet. Drop some above.</p>
          ) : (
            <ul className="grid grid-cols-3 content-start gap-3 sm:grid-cols-4" aria-label="Files">
              {files.map((file) => (
                <li key={file.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(file.id)}
                    aria-pressed={file.id === selectedId}
                    className={`block aspect-square w-full overflow-hidden rounded-md bg-gray-50 ring-1 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${file.id === selectedId ? "ring-2 ring-blue-600" : "ring-gray-200 hover:ring-gray-400"}`}
                  >
                    {file.kind === "image" ? (
                      // eslint-disable-next-line @next/next/no-img-element -- the library's own small variant
                      <img
                        src={(file.variants.find((v) => v.width === 320 && v.type === "image/webp") ?? file.variants[0])?.url}
                        alt={file.alt || file.name}
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    ) : (
                      <span className="flex size-full items-center justify-center text-xs text-gray-700">{file.name}</span>
                    )}
                  </button>
                  <span className="mt-1 block truncate text-center text-xs text-gray-700">{file.name}</span>
                </li>
              ))}
            </ul>
          )}
          {selected && (
            <FileDetails
              key={`${selected.id}-${selected.updated_at}`}
              file={selected}
              onChanged={() => void refresh()}
              onDeleted={() => {
                setSelectedId(null);
                void refresh();
              }}
              onUse={onPick}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
