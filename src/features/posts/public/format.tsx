/** A post's date in the page's language ("22 November 2026"), in UTC so every visitor's cached page reads the same. */
export function formatPostDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

export function PostDate({ iso, locale, className }: { iso: string; locale: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatPostDate(iso, locale)}
    </time>
  );
}
