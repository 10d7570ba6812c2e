import "server-only";
import { sendMail } from "@/platform/mail";
import { adminRecipients, mailSite } from "@/platform/tenancy/mail-site";
import { loadSite } from "@/platform/tenancy/organizations";
import type { ScheduledChange } from "../rules";

/** "6 December 2026, 10:30 (Europe/Berlin)": the instant in the organization's zone. */
export function zonedTime(iso: string, zone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", { timeZone: zone, day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );
  return `${text} (${zone})`;
}

/** The failure mail's text: what could not change, when, why, and where the list is. */
export function failureMailText(change: ScheduledChange, site: { name: string; origin: string }, zone: string): { subject: string; text: string } {
  const what = `${change.action === "publish" ? "Publishing" : "Unpublishing"} the ${change.subject_kind} "${change.subject_title}"`;
  return {
    subject: `A scheduled change failed on ${site.name}`,
    text: [
      `${what}, scheduled for ${zonedTime(change.at, zone)}, could not be applied.`,
      "",
      `Reason: ${change.error}`,
      "",
      `Nothing was changed. The change is listed as failed in Global Settings → Scheduled and on the dashboard: ${site.origin}/admin`,
    ].join("\n"),
  };
}

/** Mails a failed change to each owner and admin of its organization (one mail each); a mail that cannot go is logged. */
export async function mailFailure(organizationId: number, change: ScheduledChange): Promise<void> {
  const [site, loaded, recipients] = await Promise.all([mailSite(organizationId), loadSite(organizationId), adminRecipients(organizationId)]);
  if (!site) return;
  const mail = failureMailText(change, site, loaded?.settings.time_zone ?? "UTC");
  const results = await Promise.allSettled(recipients.map((recipient) => sendMail({ to: recipient.email, ...mail })));
  for (const result of results)
    if (result.status === "rejected") console.error(`[schedule] the mail about failed change ${change.id} could not be sent:`, result.reason);
}
