// `npm run go-live`: the go-live checklist of docs/deploy.md against DATABASE_URL, with the standalone build
// (NEXT_OUTPUT=standalone npm run build first), then serves it until Ctrl-C. Usage: npm run go-live -- [--port 3000]
import { parseArgs } from 'node:util';
import { onShutdown, runMain } from './lib/cli';
import { goLive } from './lib/go-live';

runMain(
  async () => {
    const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3000' } } });
    const app = await goLive({ root: process.cwd(), env: process.env, port: Number(values.port) });
    onShutdown(app.stop);
    console.log('The checklist passed. Sign in at /backoffice/login with ADMIN_EMAIL; Ctrl-C stops the server.');
    await new Promise(() => undefined);
  },
  { signalExitCode: 0 },
);
