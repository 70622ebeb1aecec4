#!/usr/bin/env node
// `npm start`: the main job. Until the shell and its API server land, that is Storybook, where
// every widget and state can be reviewed: http://127.0.0.1:6006
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '6006';
const host = process.env.HOST ?? '127.0.0.1';
const child = spawn('npx', ['--no-install', 'storybook', 'dev', '--ci', '--host', host, '-p', port], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url).pathname,
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
