"use client";

/**
 * The chrome's three widgets in one chunk: they mount on the same pages (wherever
 * the chrome shows), so one request brings all three after hydration.
 */
export { AccountWidget } from "./account-widget";
export { CartWidget } from "./cart-widget";
export { FooterProfileWidget } from "./footer-profile-widget";
