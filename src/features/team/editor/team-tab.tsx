"use client";

import { useId, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/platform/http/client";
import type { Role } from "@/platform/tenancy/types";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { INVITATION_DAYS, inviteSchema } from "../rules";

type Member = { id: number; name: string; email: string; role: Role; is_you: boolean };
type Invitation = { id: number; email: string; role: Role; expires_at: string };
type Team = { members: Member[]; invitations: Invitation[] };

const ROLE_OPTIONS: { value: Role; label: string; hint: string }[] = [
  { value: "owner", label: "Owner", hint: "everything, including the team" },
  { value: "admin", label: "Admin", hint: "the whole site and its settings" },
  { value: "editor", label: "Editor", hint: "pages, sections and posts" },
];
const roleLabel = (role: Role) => ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;
const INPUT =
  "block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";
const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en", { day: "numeric", month: "long", year: "numeric" });

/**
 * Global Settings → Team (owners): the members and their roles, invitations by email.
 * Each action saves at once with its own toast (it is not part of the settings' Save).
 */
export function TeamTab({ organizationId }: { organizationId: number }) {
  const base = `/api/organizations/${organizationId}`;
  const client = useQueryClient();
  const key = ["team", organizationId];
  const team = useQuery<Team, ApiError>({
    queryKey: key,
    queryFn: () => apiFetch<Team>(`${base}/members`, { fallback: "Failed to load the team" }),
    retry: false,
    staleTime: 0,
    refetchOnMount: "always",
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);

  const act = async (id: string, run: () => Promise<unknown>, success: string) => {
    setBusy(id);
    try {
      await run();
      toast.success(success);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: key });
    }
  };

  if (team.isPending)
    return (
      <p role="status" className="text-sm text-gray-600">
        Loading the team...
      </p>
    );
  if (team.isError)
    return (
      <div role="alert" className="space-y-2 text-sm text-gray-800">
        <p>{team.error.message}</p>
        <Button onClick={() => void team.refetch()}>Retry</Button>
      </div>
    );

  const { members, invitations } = team.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="team-members-heading" className="space-y-2">
        <h3 id="team-members-heading" className="text-base font-semibold text-gray-900">
          Members
        </h3>
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-3 px-3 py-2" data-member={member.email}>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900">
                  {member.name || member.email} {member.is_you && <span className="text-gray-600">(you)</span>}
                </p>
                <p className="truncate text-sm text-gray-700">{member.email}</p>
              </div>
              <label className="sr-only" htmlFor={`role-${member.id}`}>
                Role of {member.name || member.email}
              </label>
              <select
                id={`role-${member.id}`}
                className={`${INPUT} w-auto`}
                value={member.role}
                disabled={busy !== null}
                onChange={(event) => {
                  const role = event.target.value as Role;
                  void act(
                    `role-${member.id}`,
                    () => apiFetch(`${base}/members/${member.id}`, { method: "PATCH", body: { role }, fallback: "Failed to change the role" }),
                    `${member.name || member.email}'s role is now ${roleLabel(role)}`,
                  );
                }}
              >
                {ROLE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <Button onClick={() => setRemoving(member)} disabled={busy !== null} aria-label={`Remove ${member.name || member.email}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <InviteForm
        action={`${base}/invitations`}
        busy={busy === "invite"}
        disabled={busy !== null}
        onInvite={(email, role) =>
          act(
            "invite",
            async () => {
              const answer = await apiFetch<{ mail_sent: boolean }>(`${base}/invitations`, {
                method: "POST",
                body: { email, role },
                fallback: "Failed to send the invitation",
              });
              if (!answer.mail_sent) throw new Error("The invitation is saved, but its mail could not be sent. Withdraw it and try again later.");
            },
            `Invitation sent to ${email}`,
          )
        }
      />

      <section aria-labelledby="team-invitations-heading" className="space-y-2">
        <h3 id="team-invitations-heading" className="text-base font-semibold text-gray-900">
          Pending invitations
        </h3>
        {invitations.length === 0 ? (
          <p className="text-sm text-gray-700">No pending invitations.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-3 py-2" data-invitation={invitation.email}>
                <p className="min-w-0 flex-1 truncate text-sm text-gray-900">
                  {invitation.email}{" "}
                  <span className="text-gray-700">
                    · {roleLabel(invitation.role)} · link works until {dateOf(invitation.expires_at)}
                  </span>
                </p>
                <Button
                  onClick={() =>
                    void act(
                      `withdraw-${invitation.id}`,
                      () => apiFetch(`${base}/invitations/${invitation.id}`, { method: "DELETE", fallback: "Failed to withdraw the invitation" }),
                      `Invitation to ${invitation.email} withdrawn`,
                    )
                  }
                  disabled={busy !== null}
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from the team?"
        description={removing ? `${removing.name || removing.email} will no longer be able to edit this site.` : ""}
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={async () => {
          const member = removing!;
          await act(
            `remove-${member.id}`,
            () => apiFetch(`${base}/members/${member.id}`, { method: "DELETE", fallback: "Failed to remove the member" }),
            `${member.name || member.email} removed from the team`,
          );
          setRemoving(null);
        }}
      />
    </div>
  );
}

function InviteForm({
  action,
  busy,
  disabled,
  onInvite,
}: {
  action: string;
  busy: boolean;
  disabled: boolean;
  onInvite: (email: string, role: Role) => Promise<void>;
}) {
  const ids = { email: useId(), role: useId(), hint: useId(), error: useId() };
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  // The product's own words (the server's, from the same schema), not the browser's bubble: the form has noValidate.
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    const checked = inviteSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Please enter a valid email address.");
      document.getElementById(ids.email)?.focus();
      return;
    }
    await onInvite(email.trim(), role);
    setEmail("");
  };
  return (
    <section aria-labelledby="team-invite-heading" className="space-y-2">
      <h3 id="team-invite-heading" className="text-base font-semibold text-gray-900">
        Invite someone
      </h3>
      <form method="post" action={action} noValidate className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)}>
        <div className="min-w-56 flex-1">
          <label htmlFor={ids.email} className="block text-sm font-medium text-gray-800">
            Email address
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="off"
            className={`${INPUT} mt-1`}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          />
          {error && (
            <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.role} className="block text-sm font-medium text-gray-800">
            Role
          </label>
          <select id={ids.role} className={`${INPUT} mt-1`} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}: {option.hint}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" busy={busy} busyLabel="Sending..." disabled={disabled || !email.trim()}>
          Send invitation
        </Button>
      </form>
      <p id={ids.hint} className="text-sm text-gray-700">
        We mail a link that works once, within {INVITATION_DAYS} days. Someone without an account creates one through it.
      </p>
    </section>
  );
}
