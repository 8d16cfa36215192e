// `npm run dev`: the functions of netlify/functions run warm inside the dev server, as in
// `npm start` (tools/lib/functions-in-process.mjs), loaded through Vite so an edit takes effect
// on the next request. Netlify's Vite plugin keeps the database, Blobs and headers; its own
// function emulation (a worker thread and a cold start per call) is turned off in astro.config.mjs.
import { fileURLToPath } from 'node:url';
import { answerWithFunction, loadFunctions, matchFunction, runSchedules } from './lib/functions-in-process.mjs';

const functionsDirectory = fileURLToPath(new URL('../netlify/functions', import.meta.url));

export function functionsInProcessPlugin() {
  return {
    name: 'functions-in-process',
    apply: 'serve',
    async configureServer(server) {
      if (!server.httpServer) return;
      const load = (file) => server.ssrLoadModule(file);
      const background = new Set();
      // The routes are read at start (a new function file needs a restart); each call takes the
      // function's current code from Vite's module graph, which re-evaluates only what an edit touched.
      const functions = await loadFunctions(functionsDirectory, load);
      let stopSchedules = () => {};
      server.httpServer.once('listening', () => {
        const address = server.httpServer.address();
        stopSchedules = runSchedules(functions, `http://localhost:${address.port}`, { background });
      });
      server.httpServer.once('close', () => stopSchedules());
      server.middlewares.use(async (request, response, next) => {
        const origin = `http://${request.headers.host ?? 'localhost'}`;
        const matched = matchFunction(functions, new URL(request.url ?? '/', origin));
        if (!matched) return next();
        try {
          const fresh = { ...matched, fn: { ...matched.fn, handler: (await load(matched.fn.file)).default } };
          await answerWithFunction(fresh, request, response, { origin, background });
        } catch (error) {
          server.config.logger.error(`${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : error}`);
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          response.end('Internal error');
        }
      });
    },
  };
}
