"use client";

import { createContext, useContext, type ComponentType } from "react";
import { ApiError } from "@/platform/http/client";

/** A save refused because nobody is signed in any more (the server's 401 "Sign in to continue."). */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** True when `error` was an ended session and sign-in has been offered. */
export type Recover = (error: unknown) => boolean;

export const SessionRecoveryContext = createContext<Recover | null>(null);

const noRecovery: Recover = () => false;

/**
 * The editors' one answer to an ended session (issue 9). In a save's error path,
 * `if (recover(error)) return;`: on a 401 the editing shell opens sign-in over
 * the open editor and the caller shows nothing else and keeps its form; any
 * other error returns false. Outside the editing shell it never recovers.
 */
export function useSessionRecovery(): Recover {
  return useContext(SessionRecoveryContext) ?? noRecovery;
}

/** The sign-in dialog the recovery opens (the account feature's, handed down by the editing shell). */
export type SignInModalProps = { onClose: () => void; onSignedIn?: () => void };
export type SignInModal = () => Promise<{ default: ComponentType<SignInModalProps> }>;

export const SESSION_MESSAGES = {
  ended: "Your session has ended. Sign in to save: your changes are still here.",
  signedIn: "Signed in. Your changes are still here: save again to keep them.",
} as const;
