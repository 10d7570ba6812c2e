import { Newspaper } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { ArticleSliderSkeleton } from "./skeleton";
import { ArticleSliderSection } from "./view";

/** The article_slider type: the newest blog posts (the blog's first page) in the spec's slider. */
export const articleSliderType = {
  label: "Article slider",
  description: "A slider of recent blog articles",
  icon: Newspaper,
  // Columns sets how many cards a view shows (grid_columns − 1).
  options: ["columns", "alignment", "fullWidth", "textStyle"],
  data: { what: "your newest blog posts", link: { place: "Write a blog post", command: "post" } },
  View: ArticleSliderSection,
  Skeleton: ArticleSliderSkeleton,
} satisfies SectionTypeDefinition;
