"use client";

import { createContext, useContext } from "react";
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
