// lib/polyfill/runtime.ts for React Native's build (scripts/variants.mjs puts
// this module in its place).

// React Native's navigator (Libraries/Core/setUpNavigator.js) has no sendBeacon.
export const HAS_SEND_BEACON = false;

// React Native's fetch comes with Headers: its own (whatwg-fetch's, installed
// with it by setUpXHR.js) and Expo's.
export const HEADERLESS_FETCH = false;

// React Native's global is no Window: setUpGlobals.js sets global.window to the
// global itself, for libraries that look for one, and a Window's webkitURL
// has no place there.
export const HAS_WINDOW = false;

// The URL of a React Native app before polyurl's is JavaScript, React
// Native's own (Libraries/Blob/URL.js, which fails detect()'s probes) or
// another polyfill's: replacing one that lacks newer members costs no native
// speed, and leaves out the code that patches them (about 340 B min+gz).
export const PATCHES_NATIVE = false;
