import { BLOCKS } from "@/app/blocks";
import { sitemapRoute } from "@/features/seo/server";

export const dynamic = "force-dynamic";

export const GET = sitemapRoute(BLOCKS);
