// What the runtimes of this build may have, where the polyfill needs to know.
// React Native's build carries lib/polyfill/runtime.react-native.ts instead
// (scripts/variants.mjs); the minifier folds away what a constant rules out.

/** navigator.sendBeacon (the Beacon API of browsers), whose body polyfill/bodies.ts converts. */
export const HAS_SEND_BEACON: boolean = true;

/** A fetch without the Headers class (early fetch polyfills), whose headers polyfill/bodies.ts copies as pairs. */
export const HEADERLESS_FETCH: boolean = true;

/**
 * A global object that is a Window, which has webkitURL, the legacy alias of
 * URL (https://url.spec.whatwg.org/#url-class: [LegacyWindowAlias=webkitURL]).
 */
export const HAS_WINDOW: boolean = true;

/**
 * A native URL that may be worth keeping when it lacks only newer members
 * (URL.parse, size, …): install() then adds those. Where it is not, install()
 * replaces such a URL as it replaces a broken one.
 */
export const PATCHES_NATIVE: boolean = true;
