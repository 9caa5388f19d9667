// `npm start`: the reference server on its embedded database with demo content, and Storybook
// beside it (the reference site joins here when it exists). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [];

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`${name} exited with code ${code}`);
  });
  children.push(child);
}

const serverEntry = path.join(root, 'packages/reference-server/src/main.ts');
if (existsSync(serverEntry)) {
  start('reference-server', 'npx', ['tsx', serverEntry], { SEED_DEMO: process.env.SEED_DEMO ?? '1' });
  console.info(`reference server: http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '8000'}`);
}
start('storybook', 'npx', [
  'storybook',
  'dev',
  '-p',
  process.env.STORYBOOK_PORT ?? '6006',
  '--no-open',
  '--ci',
]);
console.info(`storybook: http://localhost:${process.env.STORYBOOK_PORT ?? '6006'}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
