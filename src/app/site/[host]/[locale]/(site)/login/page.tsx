import { accountPageMetadata, SignInForm } from "@/features/account/server";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => accountPageMetadata(params, "signIn");

export default async function LoginPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  await resolveSite(await params, "/login", queryString(await searchParams));
  return <SignInForm />;
}
