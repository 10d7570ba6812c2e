import { cancelLinkRedirect, cancelRoute } from "@/features/meetings/server";

export const dynamic = "force-dynamic";

/** GET ?token=: the link of mails sent before the page moved into the site: a 308 to /cancel-meeting (which cancels nothing by itself). */
export const GET = cancelLinkRedirect;

/** POST {token?}: the customer cancels their own booking (the mail's token, or signed in with its address); the page's form goes back to the page. */
export const POST = cancelRoute;
