import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest } from "@/platform/http/errors";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { getSiteByHost } from "@/platform/tenancy/organizations";
import { organizationInPath } from "@/platform/tenancy/request";
import { ADMIN_ROLES } from "@/platform/tenancy/types";
import { CONSENT_ACTIONS, cookieConsentRecords } from "../tables";
import { readPolicy } from "./policy";

/** Who reads the consent records: owners and admins (the proof of visitors' choices). */
export const CONSENT_RECORD_READERS = ADMIN_ROLES;
export const RECORDS_PAGE_SIZE = 50;
/** The export's ceiling (a year of a busy site; narrow the dates for more). */
export const EXPORT_LIMIT = 100_000;
export const ORGANIZATION_NOT_FOUND = "Organization not found";
export const DATE_MESSAGE = "Dates must be written as yyyy-MM-dd.";
export const ACTION_MESSAGE = `The action must be one of ${CONSENT_ACTIONS.join(", ")}.`;

type Filter = { from: string | null; to: string | null; action: (typeof CONSENT_ACTIONS)[number] | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The filter of a records request: from and to (days in the organization's time zone, both included) and the action. */
export function parseFilter(params: URLSearchParams): Filter {
  const day = (name: string) => {
    const value = params.get(name)?.trim();
    if (!value) return null;
    if (!isDay(value)) throw badRequest(DATE_MESSAGE);
    return value;
  };
  const action = params.get("action")?.trim() || null;
  if (action && !(CONSENT_ACTIONS as readonly string[]).includes(action)) throw badRequest(ACTION_MESSAGE);
  return { from: day("from"), to: day("to"), action: action as Filter["action"] };
}

function where(organizationId: number, filter: Filter, timeZone: string): SQL | undefined {
  const local = sql`(timezone(${timeZone}, ${cookieConsentRecords.created_at}))::date`;
  return and(
    eq(cookieConsentRecords.organization_id, organizationId),
    filter.from ? sql`${local} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${local} <= ${filter.to}::date` : undefined,
    filter.action ? eq(cookieConsentRecords.action, filter.action) : undefined,
  );
}

/** The organization in the path, the caller one of its owners or admins; its time zone. */
async function reader(request: Request, id: string) {
  const user = await authenticate(request);
  const organizationId = await organizationInPath(request, id, ORGANIZATION_NOT_FOUND);
  await authorizeUser(request, user, organizationId, CONSENT_RECORD_READERS);
  const site = await getSiteByHost(request.headers.get("host") ?? "");
  return { organizationId, timeZone: site?.settings.time_zone ?? "UTC" };
}

type Row = typeof cookieConsentRecords.$inferSelect;

/** The members' answer for one record: the services by id and by their current name. */
function toRecord(row: Row, names: Map<number, string>) {
  const named = (ids: number[]) => ids.map((id) => ({ id, name: names.get(id) ?? null }));
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    action: row.action,
    source: row.source,
    locale: row.locale,
    revision: row.revision,
    consent_id: row.consent_id,
    user_id: row.user_id,
    consent_given: row.consent_given,
    granted: named(row.granted.length ? row.granted : row.services),
    denied: named(row.denied),
  };
}

export type ConsentRecordAnswer = ReturnType<typeof toRecord>;

async function serviceNames(organizationId: number) {
  const policy = await readPolicy(await getDb(), organizationId);
  return new Map(policy.categories.flatMap((category) => category.services.map((service) => [service.id, service.name] as const)));
}

/**
 * GET /api/organizations/{id}/consent-records?from=&to=&action=&page=: the consent records,
 * newest first, 50 a page, with the total (owners and admins; private).
 */
export async function listConsentRecords(request: Request, id: string): Promise<Response> {
  const { organizationId, timeZone } = await reader(request, id);
  const params = new URL(request.url).searchParams;
  const filter = parseFilter(params);
  const pageText = params.get("page") ?? "1";
  if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) throw badRequest("page must be a whole number from 1.");
  const page = Number(pageText);
  const db = await getDb();
  const condition = where(organizationId, filter, timeZone);
  const [rows, [total], names] = await Promise.all([
    db
      .select()
      .from(cookieConsentRecords)
      .where(condition)
      .orderBy(desc(cookieConsentRecords.created_at), desc(cookieConsentRecords.id))
      .limit(RECORDS_PAGE_SIZE)
      .offset((page - 1) * RECORDS_PAGE_SIZE),
    db.select({ n: count() }).from(cookieConsentRecords).where(condition),
    serviceNames(organizationId),
  ]);
  return Response.json(
    { records: rows.map((row) => toRecord(row, names)), total: Number(total?.n ?? 0), page, page_size: RECORDS_PAGE_SIZE },
    { headers: { "cache-control": "private, no-store" } },
  );
}

/** A CSV cell, quoted, and made inert for spreadsheets: a cell starting with = + - @ (or a tab or CR) gets a leading '. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_COLUMNS = [
  "id",
  "created_at",
  "action",
  "source",
  "locale",
  "revision",
  "consent_id",
  "user_id",
  "consent_given",
  "granted",
  "denied",
] as const;

/**
 * GET /api/organizations/{id}/consent-records/export?from=&to=&action=: the same records as
 * CSV (text/csv, an attachment), every matching one, newest first; services as "id name".
 */
export async function exportConsentRecords(request: Request, id: string): Promise<Response> {
  const { organizationId, timeZone } = await reader(request, id);
  const filter = parseFilter(new URL(request.url).searchParams);
  const db = await getDb();
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(cookieConsentRecords)
      .where(where(organizationId, filter, timeZone))
      .orderBy(desc(cookieConsentRecords.created_at), desc(cookieConsentRecords.id))
      .limit(EXPORT_LIMIT),
    serviceNames(organizationId),
  ]);
  const services = (list: { id: number; name: string | null }[]) =>
    list.map((service) => (service.name ? `${service.id} ${service.name}` : String(service.id))).join("; ");
  const lines = [CSV_COLUMNS.map(csvCell).join(",")];
  for (const row of rows) {
    const record = toRecord(row, names);
    lines.push(
      [
        record.id,
        record.created_at,
        record.action,
        record.source,
        record.locale,
        record.revision,
        record.consent_id,
        record.user_id,
        record.consent_given,
        services(record.granted),
        services(record.denied),
      ]
        .map(csvCell)
        .join(","),
    );
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="consent-records-${organizationId}-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
