"use client";

import { useCallback, useRef, useState, type ComponentType, type ReactNode } from "react";
import { toast } from "sonner";
import { loadLoginModal, type LoginModalProps } from "@/features/account";
import { isSessionEnded, SessionRecoveryContext, type Recover } from "./session-recovery";

export const SESSION_MESSAGES = {
  ended: "Your session has ended. Sign in to save: your changes are still here.",
  signedIn: "Signed in. Your changes are still here: save again to keep them.",
} as const;

/**
 * Mounted once by the editing shell: when a save answers 401, the login modal
 * (loaded on demand) opens over the open editor, which stays as it is; once
 * signed in, the user saves again. Instead of a dead-end "Sign in to continue.".
 */
export function SessionRecoveryProvider({ children }: { children: ReactNode }) {
  const [Login, setLogin] = useState<ComponentType<LoginModalProps> | null>(null);
  const offered = useRef(false);

  const recover = useCallback<Recover>((error) => {
    if (!isSessionEnded(error)) return false;
    if (offered.current) return true;
    offered.current = true;
    toast.warning(SESSION_MESSAGES.ended);
    loadLoginModal().then(
      (loaded) => setLogin(() => loaded.default),
      () => {
        offered.current = false;
        toast.error((error as Error).message);
      },
    );
    return true;
  }, []);

  const close = useCallback(() => {
    offered.current = false;
    setLogin(null);
  }, []);

  return (
    <SessionRecoveryContext.Provider value={recover}>
      {children}
      {Login && (
        <Login
          onClose={close}
          onSignedIn={() => {
            close();
            toast.success(SESSION_MESSAGES.signedIn);
          }}
        />
      )}
    </SessionRecoveryContext.Provider>
  );
}
