"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type MouseEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/ui/button";
import { formatBytes } from "../rules";
import type { MediaRecord } from "../types";
import { deleteFile, sendFile, updateFile } from "./api";

const field = "mt-0.5 block w-full rounded border border-gray-300 px-2 py-1 text-sm";
const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/**
 * One file of the library: its preview with the focal point (click the picture,
 * or type the two percentages), name, alt text or decorative, replace (the
 * address stays, so every use shows the new file), delete (refused while used,
 * naming where) and, when a field opened the library, "Use this file".
 */
export function FileDetails({
  file,
  onChanged,
  onDeleted,
  onUse,
}: {
  file: MediaRecord;
  onChanged: (file: MediaRecord) => void;
  onDeleted: () => void;
  onUse?: (file: MediaRecord) => void;
}) {
  const [name, setName] = useState(file.name);
  const [alt, setAlt] = useState(file.alt);
  const [decorative, setDecorative] = useState(file.decorative);
  const [focal, setFocal] = useState({ x: file.focal_x, y: file.focal_y });
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);

  const save = useMutation({
    mutationFn: () => updateFile(file.id, { name, alt, decorative, focal_x: focal.x, focal_y: focal.y }),
    onSuccess: (saved) => {
      setProblem(null);
      toast.success("File saved");
      onChanged(saved);
    },
    onError: (error) => setProblem(error.message),
  });
  const remove = useMutation({
    mutationFn: () => deleteFile(file.id),
    onSuccess: () => {
      toast.success("File deleted");
      onDeleted();
    },
    onError: (error) => setProblem(error.message),
  });
  const replace = async (chosen: File) => {
    setProgress(0);
    try {
      const saved = await sendFile(`/api/media/${file.id}/file`, "PUT", chosen, {}, setProgress);
      toast.success("File replaced");
      onChanged(saved);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Failed to upload the file");
    } finally {
      setProgress(null);
    }
  };
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };
  const image = file.kind === "image";

  return (
    <section aria-label={`Details of ${file.name}`} className="space-y-3">
      {image ? (
        <button
          type="button"
          onClick={pick}
          aria-label="Set the focal point where you click"
          className="relative block w-full overflow-hidden rounded-md bg-gray-100"
          data-testid="focal-picker"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the library's own file */}
          <img src={file.variants[0]?.url} alt="" width={file.width ?? undefined} height={file.height ?? undefined} className="block h-auto w-full" />
          <span
            aria-hidden
            className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-blue-600 shadow"
            style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
          />
        </button>
      ) : (
        <video src={file.url} controls preload="metadata" className="w-full rounded-md bg-black" aria-label={file.name} />
      )}
      <p className="text-xs text-gray-600">
        {file.type} · {file.width && file.height ? `${file.width} × ${file.height} · ` : ""}
        {formatBytes(file.size)}
      </p>
      <form
        method="post"
        action={`/api/media/${file.id}`}
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <label className="block text-xs text-gray-700">
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} className={field} />
        </label>
        {image && (
          <>
            <label className="block text-xs text-gray-700">
              Alt text
              <input value={decorative ? "" : alt} disabled={decorative} onChange={(event) => setAlt(event.target.value)} className={field} />
            </label>
            <label className="flex items-center gap-1.5 text-xs text-gray-700">
              <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} /> Decorative (no alt text)
            </label>
            <div className="grid grid-cols-2 gap-2">
              <label className="block text-xs text-gray-700">
                Focal point across (%)
                <input
                  type="number"
                  min={0}
                  max={100}
                  value={focal.x}
                  onChange={(event) => setFocal({ ...focal, x: clamp(Number(event.target.value)) })}
                  className={field}
                />
              </label>
              <label className="block text-xs text-gray-700">
                Focal point down (%)
                <input
                  type="number"
                  min={0}
                  max={100}
                  value={focal.y}
                  onChange={(event) => setFocal({ ...focal, y: clamp(Number(event.target.value)) })}
                  className={field}
                />
              </label>
            </div>
          </>
        )}
        {problem && (
          <p role="alert" className="text-xs text-red-700">
            {problem}
          </p>
        )}
        {progress !== null && <progress className="block h-2 w-full" max={1} value={progress} aria-label={`Replacing ${file.name}`} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving...">
            Save
          </Button>
          {onUse && (
            <Button variant="primary" onClick={() => onUse(file)}>
              Use this file
            </Button>
          )}
          <Button onClick={() => replaceInput.current?.click()} disabled={progress !== null}>
            Replace
          </Button>
          <Button variant="danger" busy={remove.isPending} busyLabel="Deleting..." onClick={() => remove.mutate()}>
            Delete
          </Button>
        </div>
        <input
          ref={replaceInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label="Replacement file"
          onChange={(event) => event.target.files?.[0] && void replace(event.target.files[0])}
        />
      </form>
    </section>
  );
}
