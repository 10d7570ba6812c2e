import "server-only";
import { assertOperator } from "@/platform/http/admin-token";
import { badRequest, route } from "@/platform/http/errors";
import { authorize } from "@/platform/tenancy/authorize";
import { exportSite, hostOf, importSite, organizationOnHost, OPTIONAL_PARTS, type OptionalPart } from "./site-export";
import { readTar, writeTar } from "./tar";

/** "consent,bookings" → the parts left out; anything else is refused. */
export function parseWithout(value: string | null | undefined): OptionalPart[] {
  const parts = (value ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = parts.filter((p) => !(OPTIONAL_PARTS as readonly string[]).includes(p));
  if (unknown.length) throw badRequest(`--without takes ${OPTIONAL_PARTS.join(", ")}; not ${unknown.join(", ")}.`);
  return parts as OptionalPart[];
}

function archive(bytes: Uint8Array, host: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": "application/x-tar",
      "content-disposition": `attachment; filename="${host.replace(/[^A-Za-z0-9.-]/g, "_")}-${day}.tar"`,
      "cache-control": "private, no-store",
    },
  });
}

/** GET /api/organizations/{id}/export[?without=consent,bookings]: the site's archive (owners only; Global Settings → General). */
export const exportRoute = route<{ id: string }>(async (request, { id }) => {
  if (!/^\d{1,9}$/.test(id)) throw badRequest("The organization id is a whole number.");
  const { organizationId } = await authorize(request, Number(id), ["owner"]);
  const without = parseWithout(new URL(request.url).searchParams.get("without"));
  const entries = await exportSite(organizationId, without);
  return archive(writeTar(entries), await hostOf(organizationId));
});

/** GET /api/internal/site-export?host=H[&without=…] (operator): what `npm run org:export` prints when the server owns the embedded database. */
export const internalExportRoute = route(async (request) => {
  assertOperator(request);
  const params = new URL(request.url).searchParams;
  const host = params.get("host") ?? "";
  const row = await organizationOnHost(host);
  if (!row) throw badRequest(`No organization answers on ${host}.`);
  return archive(writeTar(await exportSite(row.id, parseWithout(params.get("without")))), host);
});

/** POST /api/internal/site-import?host=H[&host-local=…&name=…&without=…] with the archive as body (operator): `npm run org:import` through the server. */
export const internalImportRoute = route(async (request) => {
  assertOperator(request);
  const params = new URL(request.url).searchParams;
  const files = readArchive(new Uint8Array(await request.arrayBuffer()));
  const result = await importSite(files, {
    host: params.get("host") ?? "",
    hostLocal: params.get("host-local"),
    name: params.get("name") ?? undefined,
    without: parseWithout(params.get("without")),
  });
  return Response.json(result, { status: 201 });
});

function readArchive(bytes: Uint8Array) {
  try {
    return readTar(bytes);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
}
