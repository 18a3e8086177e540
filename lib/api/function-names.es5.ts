// The ES5 builds, compact ones included, compile the classes to functions
// whose members have no names of their own: they need the real naming
// (function-names.compact.ts would otherwise stand in for the legacy script).
export { nameFunction, nameMember } from './function-names.js';
