import type { TranslatableText } from "@/platform/translations/rules";
import type { Metric } from "./schema";

type MetricTexts = Pick<Metric, "id" | "version" | "title" | "title_translation" | "description" | "description_translation">;

/** A metric's translatable texts (issue 42): its title and description. */
export const metricTexts = (metric: MetricTexts): TranslatableText[] => [
  { subject: "metric", id: metric.id, version: metric.version, field: "title", source: metric.title, translations: metric.title_translation },
  {
    subject: "metric",
    id: metric.id,
    version: metric.version,
    field: "description",
    rich: true,
    source: metric.description,
    translations: metric.description_translation,
  },
];
