import type { Metadata } from "next";
import { InvitationPage } from "@/features/team";
import { queryString, resolveSite, type SearchParams, type SiteParams } from "@/platform/tenancy/site-params";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Invitation", robots: { index: false, follow: false } };

/** /invitation?token=…: the link of an invitation mail (Global Settings → Team). */
export default async function Invitation({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  await resolveSite(await params, "/invitation", queryString(query));
  return <InvitationPage token={typeof query.token === "string" ? query.token : ""} />;
}
