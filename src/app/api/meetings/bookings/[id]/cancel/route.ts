import { cancelPageRoute, cancelRoute } from "@/features/meetings/server";

export const dynamic = "force-dynamic";

/** GET ?token=: the page of the mail's cancellation link (a button, never a cancellation by itself). */
export const GET = cancelPageRoute;

/** POST {token?}: the customer cancels their booking (the mail's token, or signed in with its address). */
export const POST = cancelRoute;
