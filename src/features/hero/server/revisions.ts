import "server-only";
// The hero's revisions (docs/decisions.md "Revisions for every editor").
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { fieldSubject } from "@/platform/revisions/field-subject";
import { revisionRoutes } from "@/platform/revisions/routes";
import type { HeroUpdate } from "../schema";
import { updateHeroSchema } from "../schema";
import { heroSections } from "../tables";
import { heroOrganization, loadHeroes } from "./records";
import { parseId } from "@/platform/http/errors";
import { HERO_MESSAGES } from "../constants";
import { withTranslationsNoted } from "@/platform/translations/store";
import { heroTexts } from "../translations";
import { updateHero } from "./write";

export const heroRevisions = fieldSubject({
  type: "hero_section",
  noun: "hero section",
  shape: updateHeroSchema.shape,
  labels: {
    button: "Button text",
    animation_element: "Animation",
    tag_line: "Tag line",
    hero_name: "Hero name",
    hero_font_family: "Font",
    button_secondary_text: "Second button's text",
    button_secondary_url: "Second button's link",
    buttons_alignment: "Buttons alignment",
    background_video: "Background video",
  },
  load: async (db, organizationId, id) => (await loadHeroes(db, and(eq(heroSections.id, id), eq(heroSections.organization_id, organizationId))!))[0] ?? null,
  update: async (tx, id, input, organizationId) => withTranslationsNoted(tx, organizationId, await updateHero(tx, id, input as HeroUpdate), heroTexts),
});

const owner = async ({ params, db }: { params: { id: string }; db: Db }) => {
  const id = parseId(params.id, HERO_MESSAGES.notFound);
  return { organizationId: await heroOrganization(db, id), recordId: String(id) };
};

/** GET /api/hero-sections/{id}/revisions, GET …/{revisionId}, POST …/{revisionId}/restore. */
export const heroRevisionRoutes = revisionRoutes<{ id: string }>(heroRevisions, owner);
