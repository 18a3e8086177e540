// lib/polyfill/beacon.ts for React Native's build (scripts/variants.mjs puts
// this module in its place): React Native's navigator
// (Libraries/Core/setUpNavigator.js) has no sendBeacon, so the body senders
// leave out its wrapper.
export const HAS_SEND_BEACON = false;
