"use client";

import { Component, type ReactNode } from "react";

/** One widget that fails while rendering disappears alone; the page and the other widgets stay. */
export class WidgetErrorBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`The widget "${this.props.id}" failed and was removed from the page.`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
