// React Native's request bodies. Its fetch, Request and Response are
// whatwg-fetch's (react-native/Libraries/Network/fetch.js), which tell a
// URLSearchParams body by the global class when the body is given (polyurl's,
// once installed), serialize it with its Content-Type unless the caller set
// one, and hand the object itself to XMLHttpRequest#send. React Native's send
// passes a body it does not know to the native side as it is
// (convertRequestBody), so send is the one sender to wrap; there is no
// sendBeacon.
// https://fetch.spec.whatwg.org/#concept-bodyinit-extract
import { wrapXHRSend } from './bodies.js';

export { FORM_CONTENT_TYPE, wrapXHRSend } from './bodies.js';

/** wrapBodySenders for React Native: XMLHttpRequest.prototype.send only (see above). */
export function wrapBodySenders(target: Record<string, unknown>, Params: Function, NativeParams: unknown): string[] {
  const wrapped: string[] = [];
  wrapXHRSend(target['XMLHttpRequest'], Params, wrapped);
  return wrapped;
}
