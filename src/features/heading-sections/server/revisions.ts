import "server-only";
// The heading section's revisions (docs/decisions.md "Revisions for every editor").
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { parseId } from "@/platform/http/errors";
import { fieldSubject } from "@/platform/revisions/field-subject";
import { revisionRoutes } from "@/platform/revisions/routes";
import { updateHeadingSchema, type HeadingUpdate } from "../schema";
import { templateHeadingSections } from "../tables";
import { HEADING_NOT_FOUND, headingOrganization, loadHeadings } from "./records";
import { withTranslationsNoted } from "@/platform/translations/store";
import { headingTexts } from "../translations";
import { updateHeading } from "./write";

export const headingRevisions = fieldSubject({
  type: "template_heading_section",
  noun: "heading section",
  shape: updateHeadingSchema.shape,
  labels: {
    name: "Title",
    name_part_2: "Title part 2",
    name_part_3: "Title part 3",
    description_text: "Description",
    url: "Button link",
    image_first: "Image first",
    is_text_link: "Button as text link",
    style_variant: "Style",
    text_style_variant: "Text style",
    is_gradient: "Gradient background",
    is_included_templatesection: "Included in a template section",
  },
  load: async (db, organizationId, id) =>
    (await loadHeadings(db, and(eq(templateHeadingSections.id, id), eq(templateHeadingSections.organization_id, organizationId))!))[0] ?? null,
  update: async (tx, id, input, organizationId) => withTranslationsNoted(tx, organizationId, await updateHeading(tx, id, input as HeadingUpdate), headingTexts),
});

const owner = async ({ params, db }: { params: { id: string }; db: Db }) => {
  const id = parseId(params.id, HEADING_NOT_FOUND);
  return { organizationId: await headingOrganization(db, id), recordId: String(id) };
};

/** GET /api/template-heading-sections/{id}/revisions, GET …/{revisionId}, POST …/{revisionId}/restore. */
export const headingRevisionRoutes = revisionRoutes<{ id: string }>(headingRevisions, owner);
