/**
 * A post's date in the page's language ("22 November 2026"), on the calendar of the
 * organization's zone (settings.time_zone), so every visitor's cached page reads the same.
 */
export function formatPostDate(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(new Date(iso));
}

export function PostDate({ iso, locale, timeZone, className }: { iso: string; locale: string; timeZone: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatPostDate(iso, locale, timeZone)}
    </time>
  );
}
