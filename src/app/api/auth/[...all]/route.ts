import { handleAuthRequest } from "@/platform/auth/handler";

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
