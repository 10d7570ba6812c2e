import { accountPageMetadata, confirmationOf, ConfirmEmailForm } from "@/features/account/server";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => accountPageMetadata(params, "confirmTitle");

/** The link mailed at sign-up: the address's owner chooses the password (see platform/auth/confirm-email.ts). */
export default async function ConfirmEmailPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  await resolveSite(await params, "/confirm-email", queryString(query));
  const token = typeof query.token === "string" ? query.token : "";
  const next = typeof query.next === "string" ? query.next : "";
  const confirmation = await confirmationOf(token);
  const email = confirmation.state === "invalid" ? "" : confirmation.email;
  return <ConfirmEmailForm token={token} state={confirmation.state} email={email} next={next} />;
}
