"use client";

import { Button } from "./button";

/** "Loading ..." while a list loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p className="py-8 text-center text-sm text-gray-500" role="status">
      {label}
    </p>
  );
}

/** A failed load: the message and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-3 py-6 text-center" role="alert">
      <p className="text-sm text-red-600">{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
