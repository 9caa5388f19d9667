import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const running = await startServer(config);
console.info(
  `Childhood Memories reference server on ${running.url} (${running.deps.database.kind}${
    config.databaseUrl ? '' : ` in ${config.dataDir}`
  }, media ${running.deps.media.kind}${config.seedDemo ? ', demo content' : ''})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.info(`${signal}: finishing the requests in flight, then closing`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
