"use client";

import { createAuthClient } from "better-auth/react";

/** Talks to /api/auth on the current host (each organization's host has its own session cookie). */
export const authClient = createAuthClient();
