// Astro 7, @netlify/dev, linkinator and Node's TypeScript stripping need Node >= 22.12.
// Inside `npm run …` / `npx …` node is the pinned Node 24 (the `node` dev dependency). When a
// script is started from a plain shell with an older Node, re-run it under the pinned one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const binDir = join(projectRoot, 'node_modules', '.bin');

export function isSupportedNode(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

/** Returns when this Node is new enough; otherwise re-runs `scriptUrl` under node_modules/.bin/node and exits with its code. */
export function ensureSupportedNode(scriptUrl) {
  if (isSupportedNode()) return;
  const pinned = join(binDir, 'node');
  if (existsSync(pinned) && !process.env.PINNED_NODE_REEXEC) {
    const result = spawnSync(pinned, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, PINNED_NODE_REEXEC: '1', PATH: `${binDir}${delimiter}${process.env.PATH}` },
    });
    process.exit(result.status ?? 1);
  }
  console.error(`Node ${process.versions.node} is too old (need >= 22.12): run this through npm (\`npm test\`, \`npm run audit\`), which uses the pinned Node 24.`);
  process.exit(1);
}

/** The environment for child processes: the project's bin first (so node and npx tools are the pinned ones), Astro quiet. */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${binDir}${delimiter}${process.env.PATH}`,
    ASTRO_TELEMETRY_DISABLED: '1',
    ASTRO_DISABLE_UPDATE_CHECK: 'true',
    NETLIFY_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}
