import "server-only";
import { DISMISSAL_SCRIPT, dismissalScriptData } from "../dismissal-script";
import type { VisitorBanner } from "../model";

/**
 * Put right after the widget layer's reserved room (inside `SiteWidgets`, before the
 * header): hides, before the first paint, the room of the fixed top banners this
 * browser dismissed, so a dismissed banner never flashes and nothing shifts. Nothing
 * when the site has no fixed top banner. The same bytes for every visitor.
 */
export function BannerDismissalScript({ banners }: { banners: readonly VisitorBanner[] }) {
  const data = dismissalScriptData(banners);
  if (!data) return null;
  return <script data-banners={data} dangerouslySetInnerHTML={{ __html: DISMISSAL_SCRIPT }} />;
}
