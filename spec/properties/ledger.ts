// Counts of inputs each property tried, printed after its suite (what
// `npm test` and `npm run fuzz` report).
const lines: string[] = [];

export function record(property: string, inputs: number, note?: string): void {
  lines.push(`${property}: ${inputs} inputs${note === undefined || note === '' ? '' : ' (' + note + ')'}`);
}

/** Prints and clears what was recorded (call from an `after` hook). */
export function report(suite: string): void {
  if (lines.length === 0) return;
  process.stdout.write(`\n[properties] ${suite}\n`);
  for (let i = 0; i < lines.length; i++) process.stdout.write(`  ${lines[i]}\n`);
  lines.length = 0;
}
