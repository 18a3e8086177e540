// The ES5 builds' base/call-limits.ts: mujs 1.3 keeps a call's arguments on its
// value stack of 256 slots, which the frames below the call share, so
// String.fromCharCode.apply with some 230 arguments at the top level, and
// fewer deeper down, throws "stack overflow" (a URL with a long
// internationalized host did). Chunks of 64 stay well within it.
export const MAX_CALL_ARGUMENTS = 64;
