// Whether this build's runtimes may have navigator.sendBeacon (the Beacon API
// of browsers), whose body polyfill/bodies.ts converts. React Native's build
// carries lib/polyfill/beacon.react-native.ts (false) instead
// (scripts/variants.mjs): React Native's navigator has no sendBeacon, and the
// minifier folds that wrapper away.
export const HAS_SEND_BEACON: boolean = true;
