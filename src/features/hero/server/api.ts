import "server-only";
// The hero sections API (paths not in the spec: beside the other blocks').
// Reads are plain handlers; every write is a save-pipeline mutation.
import { withTranslationsNoted } from "@/platform/translations/store";
import { heroTexts } from "../translations";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, notFound, parseId } from "@/platform/http/errors";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { pagePathParam } from "@/platform/schema";
import { organizationOfHost } from "@/platform/tenancy/request";
import { HERO_MESSAGES } from "../constants";
import { createHeroSchema, updateHeroSchema } from "../schema";
import { heroSections } from "../tables";
import { loadPageHeroes } from "./queries";
import { heroOrganization, loadHeroes } from "./records";
import { createHero, deleteHero, updateHero } from "./write";
import { heroRevisions } from "./revisions";
import { droppedWith } from "@/platform/revisions/declared";
import { editedPageBlock, newPageBlock } from "@/platform/cache";
import { heroEditor } from "../registration";

type IdParams = { id: string };

export const heroId = (id: string | undefined) => parseId(id, HERO_MESSAGES.notFound);

const heroOwner = ({ db, params }: OwnerContext<IdParams>) => heroOrganization(db, heroId(params.id));

// Every save keeps a revision of the hero as saved: `revisions: heroRevisions`.

/** GET /api/hero-sections?url_page= (public, cached): the host's hero of one page, as a list of at most one. */
export async function listPageHeroes(request: Request) {
  const organizationId = await organizationOfHost(request);
  const urlPage = pagePathParam(new URL(request.url).searchParams.get("url_page"));
  if (urlPage === null) throw badRequest(HERO_MESSAGES.urlPage);
  return loadPageHeroes(organizationId, urlPage);
}

/** GET /api/hero-sections/{id} (public, fresh): one of the host's heroes, for the editor to open. */
export async function getPageHero(request: Request, id: string) {
  const organizationId = await organizationOfHost(request);
  const [hero] = await loadHeroes(await getDb(), and(eq(heroSections.id, heroId(id)), eq(heroSections.organization_id, organizationId))!);
  if (!hero) throw notFound(HERO_MESSAGES.notFound);
  return hero;
}

/** POST /api/hero-sections: a hero on one of the host's pages (409 if that page has one). */
export const createHeroRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: createHeroSchema,
  write: async ({ tx, organizationId, input }) => withTranslationsNoted(tx, organizationId, await createHero(tx, organizationId, input), heroTexts),
  revisions: heroRevisions,
  invalidates: newPageBlock,
  status: 201,
});

/** PUT /api/hero-sections/{id} */
export const updateHeroRoute = mutation({
  owner: heroOwner,
  input: updateHeroSchema,
  write: async ({ tx, organizationId, params, input }) => withTranslationsNoted(tx, organizationId, await updateHero(tx, heroId(params.id), input), heroTexts),
  revisions: heroRevisions,
  invalidates: editedPageBlock(heroEditor.type),
});

/** DELETE /api/hero-sections/{id} */
export const deleteHeroRoute = mutation({
  owner: heroOwner,
  write: async ({ tx, params, changed }) => {
    const { url_page, ...answer } = await deleteHero(tx, heroId(params.id));
    changed(newPageBlock({ url_page }));
    return answer;
  },
  invalidates: "nothing", // beside the page the write declares it changed
  revisions: droppedWith(heroRevisions, (params: IdParams) => heroId(params.id)),
});
