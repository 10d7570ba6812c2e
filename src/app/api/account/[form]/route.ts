import { handleAccountForm } from "@/features/account/server";

export const dynamic = "force-dynamic";

/** POST: an account form (sign-in, sign-up, password reset, confirmation) posted by the browser itself; answers 303. */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  return handleAccountForm(request, (await params).form);
}
