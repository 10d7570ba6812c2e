import { menuItemsStore, submenuItemsStore } from "@/features/menus/server";
import { getDb } from "@/platform/db/client";

type DemoMenuItem = { display_name: string; url_name: string; submenu?: { name: string; url_name: string; description?: string }[] };

/** The header menu (About, Services, Pricing, Resources with a submenu), every item also in the footer. */
const MENU: DemoMenuItem[] = [
  { display_name: "About", url_name: "about" },
  { display_name: "Services", url_name: "services" },
  { display_name: "Pricing", url_name: "pricing" },
  {
    display_name: "Resources",
    url_name: "",
    submenu: [
      { name: "Blog", url_name: "blog", description: "News and guides from the team" },
      { name: "Help center", url_name: "help-center", description: "Answers to common questions" },
    ],
  },
];

/**
 * The menu, saved as Global Settings saves it (menu items, then submenu items under
 * them). The footer shows a column per item with a submenu and the others under "Links".
 */
export async function seedDemoMenu(organizationId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const items = MENU.map(({ display_name, url_name }) =>
      menuItemsStore.schema.parse({ display_name, url_name, is_displayed: true, is_displayed_on_footer: true }),
    );
    await menuItemsStore.replace(tx as never, organizationId, items);
    const saved = (await menuItemsStore.read(tx as never, organizationId)) as { id: number; display_name: string }[];
    const submenu = MENU.flatMap((item) => {
      const parent = saved.find((row) => row.display_name === item.display_name)!;
      return (item.submenu ?? []).map((sub) => submenuItemsStore.schema.parse({ ...sub, menu_item_id: parent.id, is_displayed: true }));
    });
    await submenuItemsStore.replace(tx as never, organizationId, submenu);
  });
}
