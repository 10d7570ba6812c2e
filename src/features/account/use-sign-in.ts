"use client";

import { useState } from "react";
import { mirrorServerDismissals } from "@/features/banners";
import { authClient } from "@/platform/auth/client";
import { useT } from "@/platform/tenancy/site-context";

/**
 * Email and password sign-in with the spec's messages; `onSignedIn` runs after a successful
 * sign-in. `initialError`: the message of a sign-in the browser posted itself (no script).
 */
export function useSignIn(onSignedIn: () => void, initialError: string | null = null) {
  const t = useT();
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(form: FormData) {
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.signIn.email({
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    });
    if (!failure) {
      // Banners this user closed on another device stay hidden from the first page on.
      await mirrorServerDismissals();
      onSignedIn();
      return;
    }
    setBusy(false);
    // 403: the right password on an account whose email is not confirmed yet (a new link was mailed).
    setError(
      failure.status === 403
        ? t("emailNotVerified")
        : failure.status === 429
          ? t("tooManyAttempts")
          : failure.status === 401 || failure.status === 400
            ? t("invalidCredentials")
            : t("genericError"),
    );
  }

  return { submit, error, busy };
}
