import { RegisterForm } from "@/features/account/register-form";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export default async function RegisterPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  await resolveSite(await params, "/register", queryString(await searchParams));
  return <RegisterForm />;
}
