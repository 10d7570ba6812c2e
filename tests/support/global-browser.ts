import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, CHROMIUM } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}

/**
 * One Chromium for the whole browser-test run: each test file connects to it
 * (launchBrowser()) and gets fresh contexts, instead of starting its own.
 */
export default async function setup(project: TestProject) {
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  project.provide("browserEndpoint", browserServer.wsEndpoint());
  return () => browserServer.close();
}
