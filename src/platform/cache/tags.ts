import { revalidateTag } from "next/cache";

/** Every cached read of an organization's content carries this tag. */
export const orgTag = (organizationId: number) => `org-${organizationId}`;
/** The lookup of a host name (also its "not found" answer) carries this tag. */
export const hostTag = (host: string) => `host-${host}`;

/** Expires the tag at once: the next request renders fresh (a save shows at once). */
export function expireTag(tag: string) {
  revalidateTag(tag, { expire: 0 });
}
