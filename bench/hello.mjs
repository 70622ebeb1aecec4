// The server's floor (issue 8.6): the same framework's bare hello-world route, on Node.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (context) => context.text('Hello, world'));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`hello-world listening on http://127.0.0.1:${info.port}`);
});
