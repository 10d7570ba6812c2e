"use client";

import { useState } from "react";
import { MIN_PASSWORD_LENGTH } from "@/platform/auth/rules";
import { useT } from "@/platform/tenancy/site-context";

/**
 * The submit of a form that sets a new password (the confirm-email and the reset
 * links): refuses a short one before any request, shows the busy state while
 * `send` runs, and the error message `send` returns (null: it went through;
 * false: the page is leaving, so the button stays busy).
 */
export function useNewPassword(send: (newPassword: string) => Promise<string | null | false>, initialError: string | null = null) {
  const t = useT();
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(form: FormData) {
    const newPassword = String(form.get("password") ?? "");
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      setError(t("passwordTooShort", { min: MIN_PASSWORD_LENGTH }));
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await send(newPassword);
    if (failure === false) return;
    setBusy(false);
    setError(failure);
  }

  return { error, busy, submit };
}
