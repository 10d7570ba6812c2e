import { cookies } from "next/headers";
import { accountPageMetadata, confirmationOf, ConfirmEmailForm, formQuery, signedUpHere } from "@/features/account/server";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => accountPageMetadata(params, "confirmTitle");

/**
 * The link mailed at sign-up: in the browser that signed up, confirming keeps the sign-up's
 * password; anywhere else the address's owner chooses one (see platform/auth/confirm-email.ts).
 */
export default async function ConfirmEmailPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  await resolveSite(await params, "/confirm-email", queryString(query));
  const token = typeof query.token === "string" ? query.token : "";
  const { next, error } = formQuery(query);
  const confirmation = await confirmationOf(token);
  const email = confirmation.state === "invalid" ? "" : confirmation.email;
  // In the browser that signed up, confirming keeps the sign-up's password (a personal page: PERSONAL_PAGES).
  const keep = await signedUpHere(confirmation, (await cookies()).toString());
  return <ConfirmEmailForm token={token} state={confirmation.state} email={email} next={next} keep={keep} error={error} />;
}
