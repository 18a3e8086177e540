// The `polyurl` executable (dist/cli.mjs): binds runCLI to the process.
import { readFile as readFileAsync } from 'node:fs/promises';
import { runCLI } from './run.js';

function readFile(path: string): Promise<string> {
  return readFileAsync(path, 'utf8');
}

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

runCLI(process.argv.slice(2), { readStdin, readFile }).then(
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
