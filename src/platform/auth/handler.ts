import { getAuth } from "./server";
import { recordFailure, recordSuccess, retryAfter } from "./sign-in-limiter";

function clientAddress(request: Request) {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}

const TOO_MANY = "Too many failed sign-in attempts. Try again later.";

/** Better Auth's routes, with failed email sign-ins rate limited per email and address. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const auth = await getAuth();
  const isSignIn = request.method === "POST" && new URL(request.url).pathname.endsWith("/sign-in/email");
  if (!isSignIn) return auth.handler(request);

  let email = "";
  try {
    email = String(((await request.clone().json()) as { email?: unknown }).email ?? "");
  } catch {
    return Response.json({ error: "The request body must be JSON.", message: "The request body must be JSON." }, { status: 400 });
  }
  const address = clientAddress(request);
  const wait = retryAfter(email, address);
  if (wait > 0) {
    return Response.json({ error: TOO_MANY, message: TOO_MANY, code: "TOO_MANY_ATTEMPTS" }, { status: 429, headers: { "Retry-After": String(wait) } });
  }
  const response = await auth.handler(request);
  if (response.status === 401) recordFailure(email, address);
  else if (response.ok) recordSuccess(email, address);
  return response;
}
