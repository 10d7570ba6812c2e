/** The realistic home page the benchmark seeds: eight sections of six metrics. */

const topics = [
  { title: "Why teams choose us", columns: 3 },
  { title: "Our services", columns: 3 },
  { title: "Results that speak", columns: 3, gradient: { from: "cyan-400", via: "sky-500", to: "blue-600" } },
  { title: "What our clients say", columns: 2 },
  { title: "Plans and pricing", columns: 3 },
  { title: "Frequently asked questions", columns: 2 },
  { title: "Meet the team", columns: 3 },
  { title: "Where to find us", columns: 3 },
] as const;

const words =
  "Our studio has helped more than two hundred local businesses launch fast, accessible websites that their own teams keep up to date without waiting on a developer".split(
    " ",
  );

function sentence(seed: number, length: number) {
  const picked = Array.from({ length }, (_, i) => words[(seed * 7 + i * 3) % words.length]);
  const text = picked.join(" ");
  return text[0]!.toUpperCase() + text.slice(1) + ".";
}

function sectionDescription(index: number) {
  return (
    `<p>${sentence(index, 18)} <strong>${sentence(index + 1, 5)}</strong> ${sentence(index + 2, 14)}</p>` +
    `<ul><li>${sentence(index + 3, 8)}</li><li><em>${sentence(index + 4, 6)}</em></li><li>${sentence(index + 5, 9)}</li></ul>` +
    `<p>${sentence(index + 6, 12)} <a href="https://example.com/guide/${index}">Read the guide</a> or ` +
    `<a href="/contact">talk to us</a>.</p>`
  );
}

function metricDescription(section: number, index: number) {
  const seed = section * 6 + index;
  return index % 2 === 0
    ? `<p>${sentence(seed, 16)} <strong>${sentence(seed + 1, 4)}</strong></p>`
    : `<p>${sentence(seed, 10)}</p><ul><li>${sentence(seed + 2, 5)}</li><li>${sentence(seed + 3, 6)}</li></ul>`;
}

export type SectionSeed = {
  body: Record<string, unknown>;
  metrics: { title: string; description: string; image: string }[];
};

/**
 * The benchmark's home page: 8 sections x 6 metrics by default; fewer for the
 * multi-tenant figure's organizations, whose titles carry `label` (each
 * organization's page is then its own bytes).
 */
export function homePage(options: { sections?: number; metrics?: number; label?: string } = {}): SectionSeed[] {
  const suffix = options.label ? ` (${options.label})` : "";
  return topics.slice(0, options.sections ?? topics.length).map((topic, s) => ({
    body: {
      url_page: "/",
      section_title: topic.title + suffix,
      section_description: sectionDescription(s),
      grid_columns: topic.columns,
      ...("gradient" in topic ? { is_gradient: true, gradient: topic.gradient } : { background_color: s % 2 ? "gray-50" : "white" }),
    },
    metrics: Array.from({ length: options.metrics ?? 6 }, (_, m) => ({
      title: `${topic.title.split(" ")[0]} highlight ${m + 1}`,
      description: metricDescription(s, m),
      image: m % 2 ? `https://images.example.com/onsite/${s}-${m}.jpg?w=800&q=80` : `/uploads/bench/section-${s}-metric-${m}.webp`,
    })),
  }));
}
