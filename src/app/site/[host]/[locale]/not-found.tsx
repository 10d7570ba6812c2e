import messages from "@/platform/i18n/messages/en";

/** Rendered (404) when no organization answers on the request's host. */
export default function SiteNotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <p className="text-sm font-semibold tracking-wide text-gray-500 uppercase">404</p>
      <h1 className="text-3xl font-bold">{messages.siteNotFoundTitle}</h1>
      <p className="text-gray-600">{messages.siteNotFoundBody}</p>
    </main>
  );
}
