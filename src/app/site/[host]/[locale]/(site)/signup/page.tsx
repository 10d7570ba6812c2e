import { accountPageMetadata, formQuery, RegisterForm } from "@/features/account/server";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => accountPageMetadata(params, "register");

export default async function SignUpPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  await resolveSite(await params, "/signup", queryString(query));
  const { next, error, sent } = formQuery(query);
  return <RegisterForm path="/signup" next={next} error={error} sent={sent} />;
}
