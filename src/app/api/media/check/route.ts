export { postMediaCheck as POST } from "@/platform/media/check-api";

export const dynamic = "force-dynamic";
