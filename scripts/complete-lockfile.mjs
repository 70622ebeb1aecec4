#!/usr/bin/env node
// The registry this project installs from lacks some platform-specific optional packages (e.g.
// @biomejs/cli-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci`
// then refuses the lockfile ("Missing: ... from lock file"). This adds an entry for each missing
// optional dependency, marked with its os/cpu, so npm ci skips it on this platform as it would
// any other foreign binary. Run it after `npm install` changes the lockfile.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const oses = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'openharmony', 'sunos', 'aix'];
const cpus = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => oses.includes(p));
  const cpu = parts.find((p) => cpus.includes(p));
  if (!os && !cpu) return undefined;
  const entry = {};
  if (os) entry.os = [os === 'openharmony' ? 'openharmony' : os];
  if (cpu) entry.cpu = [cpu];
  if (os === 'linux') entry.libc = [parts.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    // npm resolves a dependency next to its parent first, then at the root.
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    const version = range.replace(/^[\^~=]/, '');
    lock.packages[hoisted] = { version, dev: pkg.dev ?? undefined, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} missing platform-specific optional entries`);
