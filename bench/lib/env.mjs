// The machine and process the figures come from, and the one process flag the
// benchmarks need (--expose-gc, for the memory figures and for a clean heap
// before each sample).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { readFileSync } from 'node:fs';

/**
 * Re-runs the current script under `node --expose-gc` when global.gc is
 * missing (npm runs `node bench/run.mjs` without flags). Returns only when gc
 * is available; otherwise the child's exit status ends this process.
 */
export function ensureExposedGC() {
  if (typeof globalThis.gc === 'function') return;
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', ...process.execArgv, process.argv[1], ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  if (r.error) throw r.error;
  process.exit(r.status === null ? 1 : r.status);
}

function cpuModel() {
  const cpus = os.cpus();
  let model = cpus.length > 0 ? cpus[0].model.trim() : '';
  if (!model) {
    try {
      const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
      if (m) model = m[1].trim();
    } catch {
      // no /proc: keep the empty name
    }
  }
  return model || 'unknown CPU';
}

export function environment() {
  return {
    node: process.version,
    v8: process.versions.v8,
    cpu: cpuModel(),
    cores: os.cpus().length,
    platform: `${process.platform} ${process.arch}`,
    loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
    date: new Date().toISOString(),
  };
}

export function describeEnvironment(env) {
  return (
    `node ${env.node} (V8 ${env.v8}) on ${env.platform}, ${env.cpu} × ${env.cores} cores, ` +
    `load average ${env.loadavg.join(' ')} at ${env.date}`
  );
}

export function now() {
  return process.hrtime.bigint();
}
