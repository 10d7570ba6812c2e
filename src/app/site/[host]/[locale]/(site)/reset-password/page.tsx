import { accountPageMetadata, formQuery, ResetPasswordForm, resetLinkWorks } from "@/features/account/server";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => accountPageMetadata(params, "resetPasswordTitle");

export default async function ResetPasswordPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  await resolveSite(await params, "/reset-password", queryString(query));
  const token = typeof query.token === "string" ? query.token : "";
  // Checked before the form is shown: a used or expired link says so at once.
  const { error, sent, done } = formQuery(query);
  return <ResetPasswordForm token={token} works={await resetLinkWorks(token)} error={error} sent={sent} done={done} />;
}
