/** The key of one page's blocks (sections, headings, hero), by stored page path. */
export const pageBlocksKey = (urlPage: string) => `page:${urlPage}`;

/** The key of one block's record (a section, heading or hero), by its type (the editor's: `template_section`) and id. */
export const blockKey = (type: string, id: number) => `block:${type}:${id}`;
