// tools/serve.mjs in a child process, for the audit and the leads bench: resolves once it says
// it is serving, with its address and the embedded database's, and a stop() that waits for it.
import { spawn } from 'node:child_process';
import { projectRoot } from './pinned-node.mjs';

export async function startServe({ port, env = process.env, timeoutMs = 90_000 }) {
  const server = spawn(process.execPath, ['tools/serve.mjs'], {
    cwd: projectRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  const databaseUrl = await new Promise((resolve, reject) => {
    let found;
    const timer = setTimeout(() => {
      server.kill('SIGKILL'); // not left running when the caller gives up on it
      reject(new Error(`tools/serve.mjs did not start within ${timeoutMs / 1000} s:\n${log}`));
    }, timeoutMs);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`tools/serve.mjs exited with ${code}:\n${log}`));
    });
    server.stdout.on('data', (chunk) => {
      log += chunk;
      found ??= /Local database: (\S+)/.exec(log)?.[1];
      if (found && log.includes('is served at')) {
        clearTimeout(timer);
        resolve(found);
      }
    });
  });
  server.removeAllListeners('exit');
  return {
    baseURL: `http://localhost:${port}`,
    databaseUrl,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
