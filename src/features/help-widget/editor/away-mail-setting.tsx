"use client";

import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/platform/http/client";
import type { InboxSettings } from "../types";

/**
 * "Mail me new chats when no one is online" (owners and admins, who get the away
 * mail): the member's own setting, on by default, saved as soon as it changes.
 */
export function AwayMailSetting() {
  const id = useId();
  const [settings, setSettings] = useState<InboxSettings | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    apiFetch<InboxSettings>("/api/help/inbox/settings")
      .then((loaded) => live && setSettings(loaded))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  const change = async (mail_away_chats: boolean) => {
    const before = settings;
    // Shown ticked at once (the box is disabled while it saves); put back if the save fails.
    setSettings({ mail_away_chats });
    setSaving(true);
    try {
      setSettings(
        await apiFetch<InboxSettings>("/api/help/inbox/settings", { method: "PUT", body: { mail_away_chats }, fallback: "Failed to save the setting" }),
      );
      toast.success(mail_away_chats ? "You will get new chats by mail when no one is online" : "You will no longer get new chats by mail");
    } catch (failure) {
      setSettings(before);
      toast.error(failure instanceof Error ? failure.message : "Failed to save the setting");
    } finally {
      setSaving(false);
    }
  };

  return (
    <p className="mb-3 flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4"
        checked={settings?.mail_away_chats ?? true}
        disabled={!settings || saving}
        aria-busy={saving || undefined}
        onChange={(event) => void change(event.target.checked)}
      />
      <label htmlFor={id}>Mail me new chats when no one is online</label>
    </p>
  );
}
