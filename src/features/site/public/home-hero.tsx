import { format, messagesFor } from "@/platform/i18n/messages";
import type { Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";

/** The fixed top of the home page until the hero block (its own issue) replaces it. */
export function HomeHero({ site, locale }: { site: Site; locale: Locale }) {
  const t = messagesFor(locale);
  const title = site.settings.site || site.organization.name;
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-b from-blue-50/70 via-white to-white" />
      <div className="mx-auto max-w-5xl px-6 pt-24 pb-8 text-center sm:pt-32 sm:pb-12">
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase" data-testid="org-name">
          {site.organization.name}
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl" data-testid="site-title">
          {title}
        </h1>
        <p className="mt-6 text-lg text-gray-600">{format(t.welcome, { site: site.organization.name })}</p>
      </div>
    </section>
  );
}
