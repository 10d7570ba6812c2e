"use client";

import { useQuery } from "@tanstack/react-query";
import { useViewer } from "@/platform/session";
import { PageTranslationStatus } from "@/features/languages";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import type { EditorProps } from "@/features/editing/record";
import { ApiError, request } from "@/platform/http/client";
import { splitLocale } from "@/platform/i18n/locales";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";
import type { SiteMap, SiteMapNode } from "../types";

/** The site map; a failure is an ApiError in the dialog's words ("Organization not found" for a 404, else "Failed to Load"). */
async function fetchSiteMap(organizationId: number): Promise<SiteMap> {
  try {
    return await request<SiteMap>(`/api/organizations/${organizationId}/site-map`);
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status === 404 ? "Organization not found" : "Failed to Load", status);
  }
}

/** A path of this site in the language being browsed (`/es/...` stays Spanish). */
function localized(path: string): string {
  const { locale } = splitLocale(window.location.pathname);
  if (!locale) return path;
  return path === "/" ? `/${locale}` : path.startsWith("/#") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

function Tree({ nodes, label }: { nodes: SiteMapNode[]; label?: string }) {
  const ui = useOptionalSite()?.locale ?? "en";
  if (nodes.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-1 border-l border-gray-200 pl-4">
      {nodes.map((node, i) => (
        <li key={`${node.path}-${i}`}>
          {node.path ? (
            <a href={localized(node.path)} className="text-sm font-medium text-blue-700 hover:underline">
              {node.title}
            </a>
          ) : (
            <span className="text-sm font-medium text-gray-900">{node.title}</span>
          )}{" "}
          <span className="text-xs text-gray-600">{node.kind}</span>
          <PageTranslationStatus translation={node.translation} ui={ui} />
          {node.children.length > 0 && (
            <div className="mt-1">
              <Tree nodes={node.children} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function Part({ title, nodes, empty }: { title: string; nodes: SiteMapNode[]; empty: string }) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      <div className="mt-2">{nodes.length ? <Tree nodes={nodes} /> : <p className="text-sm text-gray-600">{empty}</p>}</div>
    </section>
  );
}

/** The Site Map modal (spec/site-admin.md §2.8, §4): the site's structure, each place a link that opens it. */
export default function SiteMapModal({ onClose }: EditorProps) {
  const viewer = useViewer();
  const organizationId = viewer?.organization?.id;
  const query = useQuery({ queryKey: ["site-map", organizationId], queryFn: () => fetchSiteMap(organizationId!), enabled: !!organizationId, retry: false });
  const notFound = !organizationId || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Site Map"
      description="Browse your site's page structure"
      size="lg"
      footer={<Button onClick={() => onClose()}>Close</Button>}
    >
      {notFound ? (
        <p role="alert" className="text-sm text-gray-800">
          Organization not found
        </p>
      ) : query.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          Loading site structure...
        </p>
      ) : query.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-base font-semibold text-gray-900">Failed to Load</p>
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </div>
      ) : (
        <div className="space-y-6" data-testid="site-map">
          <Part title="Pages" nodes={[query.data.home, ...query.data.pages]} empty="No pages yet." />
          <Part title="Blog" nodes={query.data.posts.blog} empty="No blog posts yet." />
          <Part title="Help center" nodes={query.data.posts.help_center} empty="No help-center articles yet." />
          {query.data.posts.other.length > 0 && <Part title="Other posts" nodes={query.data.posts.other} empty="" />}
          <Part title="Menu" nodes={query.data.menu} empty="No menu items yet." />
        </div>
      )}
    </Modal>
  );
}
