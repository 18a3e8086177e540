// The `polyurl` executable (dist/cli.mjs): binds runCLI to the process.
import { runCLI } from './run.js';

function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk: string) => {
      data += chunk;
    });
    process.stdin.on('end', () => resolve(data));
    process.stdin.on('error', reject);
  });
}

runCLI(process.argv.slice(2), { readStdin }).then(
  (r) => {
    if (r.stdout) process.stdout.write(r.stdout);
    if (r.stderr) process.stderr.write(r.stderr);
    process.exitCode = r.exitCode;
  },
  (e: unknown) => {
    process.stderr.write(`polyurl: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exitCode = 70;
  },
);
