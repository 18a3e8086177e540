// Timing: each implementation's operation compiled into its own loop
// function, run over the same inputs, interleaved round-robin, median of the
// rounds. No figure is ever asserted: this machine is shared and noisy.
import { now } from './env.mjs';

let serial = 0;

/**
 * Compiles `op` (see workloads.mjs) into two functions of (C, O, D, items):
 *  - run: the timed loop, returns the accumulated number;
 *  - check: the same operation per input inside try/catch, returns which
 *    inputs it accepted and the exceptions it met.
 * Every call compiles fresh source (a unique comment defeats V8's
 * compilation cache), so implementations never share type feedback.
 */
export function compile(label, op, checkOp) {
  const tag = `/* ${label.replace(/\*\//g, '')} #${++serial} */`;
  const run = new Function(
    'C', 'O', 'D', 'items',
    `${tag}
"use strict";
let acc = 0;
for (let i = 0; i < items.length; i++) {
  const x = items[i];
  ${op}
}
return acc;`,
  );
  const check = new Function(
    'C', 'O', 'D', 'items',
    `${tag}
"use strict";
const ok = new Uint8Array(items.length);
const errors = [];
for (let i = 0; i < items.length; i++) {
  const x = items[i];
  try {
    let acc = 0;
    ${checkOp || op}
    if (acc !== acc) throw new TypeError('operation produced NaN');
    ok[i] = 1;
  } catch (e) {
    errors.push({ i, e });
  }
}
return { ok, errors };`,
  );
  return { run, check };
}

/** An exception an implementation throws to reject input, as opposed to a bug. */
export function isRejection(e) {
  return e instanceof TypeError || e instanceof URIError || (e && (e.name === 'TypeError' || e.name === 'URIError'));
}

/** The q-quantile (0..1) of xs, interpolating between the order statistics. */
export function quantile(xs, q) {
  const s = xs.slice().sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

export function median(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return NaN;
  return n % 2 === 1 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

function gc() {
  if (typeof globalThis.gc === 'function') globalThis.gc();
}

// Every result is folded in here, so no timed work is dead code.
let blackhole = 0;

/**
 * Times `entries` ({ id, run, C, O }) over `items`: a warm-up each, then
 * `rounds` rounds; in each round every entry runs (in an order rotated by one
 * per round; after a full GC unless gcBetween is false) for at least `minSampleMs` of the chosen clock
 * ('cpu': process CPU time, or 'wall'), repeating the whole input list as
 * needed. One sample is the mean ns per operation of that round; the result
 * is the median sample.
 * @returns {Map<string, { median: number, samples: number[], passes: number[] }>}
 */
export function timeRoundRobin(entries, items, D, { rounds, minSampleMs, onRound, clock = 'cpu', warmMs = 300, maxWarmMs = 3000, gcBetween = true }) {
  const minNs = Math.round(minSampleMs * 1e6);
  const read = clockFn(clock);
  // Warm-up, after one full GC: each implementation runs its loop in
  // batches over a slice of the inputs until the last four batches agree
  // within 15% (at least warmMs, at most maxWarmMs of the clock), then one
  // full pass. A library takes a while to settle: whatwg-url, first in a
  // process, needs about two seconds of work before its time per URL stops
  // falling (V8 optimizes its many functions one by one and grows the heap to
  // its working size); timed too early, it came out 2–3× too slow.
  // A full GC before every sample (gcBetween, the default), as garbage is
  // collected all the time in a real process: a full GC may discard optimized
  // code that embeds objects which died (hidden classes of objects no longer
  // alive), and what re-optimizing then costs is part of what users get.
  gc();
  const warmup = new Map();
  const slice = items.slice(0, Math.min(items.length, 300));
  for (const e of entries) {
    const times = [];
    const t0 = read();
    let t = t0;
    for (;;) {
      const b = read();
      blackhole ^= e.run(e.C, e.O, D, slice);
      t = read();
      times.push(t - b);
      if (t - t0 >= maxWarmMs * 1e6) break;
      const last = times.slice(-4);
      if (t - t0 >= warmMs * 1e6 && last.length === 4 && Math.max(...last) <= 1.15 * Math.min(...last)) break;
    }
    blackhole ^= e.run(e.C, e.O, D, items);
    warmup.set(e.id, { ms: Math.round((read() - t0) / 1e6), batches: times.length });
  }
  const res = new Map(entries.map((e) => [e.id, { median: NaN, samples: [], passes: [], warmup: warmup.get(e.id) }]));
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < entries.length; j++) {
      const e = entries[(j + r) % entries.length];
      if (gcBetween) gc();
      let passes = 0;
      const t0 = read();
      let t;
      do {
        blackhole ^= e.run(e.C, e.O, D, items);
        passes++;
        t = read() - t0;
      } while (t < minNs);
      const slot = res.get(e.id);
      slot.samples.push(t / (passes * items.length));
      slot.passes.push(passes);
    }
    if (onRound) onRound(r + 1);
  }
  for (const slot of res.values()) slot.median = median(slot.samples);
  return res;
}

const T0 = now();
function wallNs() {
  return Number(now() - T0);
}

// The process's CPU time (user + system), in ns. On a shared machine the
// wall clock also counts the time this process waited for a core; CPU time
// does not (it does count GC helper threads, which is real work done).
function cpuNs() {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

/** A function returning the chosen clock's reading in ns: 'cpu' or 'wall'. */
export function clockFn(clock) {
  return clock === 'wall' ? wallNs : cpuNs;
}

function heapUsed() {
  return process.memoryUsage().heapUsed;
}

function freshCopies(strings, n) {
  // New flat strings with the same contents, so that an implementation that
  // keeps its input (instead of a serialization of its own) is charged for it.
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = Buffer.from(strings[i % strings.length], 'utf8').toString('utf8');
  return out;
}

/**
 * Bytes per held object: make N objects from fresh copies of the inputs and
 * keep them, then compare the heap (after full GCs) with the heap that held
 * only the input copies. What an object keeps alive (its href, a shared
 * input string, its record) is counted; garbage made while parsing is not.
 */
export function bytesPerObject(make, inputs, n) {
  const holder = new Array(n).fill(null);
  gc();
  gc();
  const h0 = heapUsed();
  let copies = freshCopies(inputs, n);
  gc();
  gc();
  const stringBytes = heapUsed() - h0;
  const before = heapUsed();
  for (let i = 0; i < n; i++) {
    holder[i] = make(copies[i]);
    copies[i] = null;
  }
  copies = null;
  gc();
  gc();
  const after = heapUsed();
  blackhole ^= holder.length;
  return (after - before + stringBytes) / n;
}
