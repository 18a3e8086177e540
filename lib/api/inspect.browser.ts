// The builds for the "browser" export condition: no Node inspect hook on the
// prototypes (a browser's own URL has none). The functions stay for the types;
// with NODE_INSPECT false no build imports them.
export { inspectURL, inspectParams, inspectParamsIterator } from './inspect.js';

export const NODE_INSPECT: boolean = false;
