import { accountPageMetadata, RegisterForm } from "@/features/account/server";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: Promise<SiteParams> }) => accountPageMetadata(params, "register");

export default async function SignUpPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  await resolveSite(await params, "/signup", queryString(await searchParams));
  return <RegisterForm />;
}
