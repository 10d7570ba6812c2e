"use client";

export default function HeadingEditorModule() {
  return null;
}
