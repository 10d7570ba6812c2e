import { accountPageMetadata, formQuery, SignInForm } from "@/features/account/server";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => accountPageMetadata(params, "signIn");

export default async function LoginPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  await resolveSite(await params, "/login", queryString(query));
  const { next, error, sent } = formQuery(query);
  return <SignInForm next={next} error={error} forgot={query.forgot === "1"} sent={sent} />;
}
