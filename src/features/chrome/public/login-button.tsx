"use client";

import { useState, type ComponentType } from "react";
import { loadLoginModal, type LoginModalProps } from "@/features/account";

/** A control that opens the login modal, whose code loads on first use. */
export function useLoginModal() {
  const [Modal, setModal] = useState<ComponentType<LoginModalProps> | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const loaded = await loadLoginModal();
      setModal(() => loaded.default);
    } finally {
      setBusy(false);
    }
  };
  const element = Modal ? <Modal onClose={() => setModal(null)} /> : null;
  return { open, busy, element };
}
