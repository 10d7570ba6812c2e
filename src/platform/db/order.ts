/**
 * The gap between two neighbours' `order` (DESIGN.md "Pages and blocks": step 10):
 * blocks of a page, menu entries, the settings lists' items. A new last item takes
 * the largest order plus this; a reordered list is renumbered 0, 10, 20...
 */
export const ORDER_STEP = 10;
