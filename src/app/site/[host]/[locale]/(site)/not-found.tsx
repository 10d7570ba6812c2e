import { PageNotFound } from "@/platform/tenancy/page-not-found";

export default function NotFound() {
  return <PageNotFound />;
}
