"use client";

import { useCallback, useRef, useState, type ComponentType, type ReactNode } from "react";
import { toast } from "sonner";
import { isSessionEnded, SESSION_MESSAGES, SessionRecoveryContext, type Recover, type SignInModal, type SignInModalProps } from "./session-recovery";

/**
 * Mounted once by the editing shell, with the account feature's login modal (`signIn`): when a save answers 401, the login modal
 * (loaded on demand) opens over the open editor, which stays as it is; once
 * signed in, the user saves again. Instead of a dead-end "Sign in to continue.".
 */
export function SessionRecoveryProvider({ signIn, children }: { signIn: SignInModal; children: ReactNode }) {
  const [Login, setLogin] = useState<ComponentType<SignInModalProps> | null>(null);
  const offered = useRef(false);

  const recover = useCallback<Recover>(
    (error) => {
      if (!isSessionEnded(error)) return false;
      if (offered.current) return true;
      offered.current = true;
      toast.warning(SESSION_MESSAGES.ended);
      signIn().then(
        (loaded) => setLogin(() => loaded.default),
        () => {
          offered.current = false;
          toast.error((error as Error).message);
        },
      );
      return true;
    },
    [signIn],
  );

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
