// `node --import tsx tests/bench/baselineListServer.ts`: the floor the list API is measured
// against (listApiVsBaseline.ts): a minimal Fastify app on a `pg` pool whose one route,
// POST /api/patient/list, looks the bearer token up in access_tokens (as stored: its SHA-256)
// and runs the statements of LIST_STATEMENTS (JSON: the count and the page the middleware's
// handler ran, captured from it) one after the other, answering the rows and the total. Nothing
// else: no caller profile, no permissions, no audit, no answer check, no logging.
// DATABASE_URL and PORT are required; it prints `{"listening": port}` once it listens.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import type { RecordedStatement } from './serverProbe';

const { DATABASE_URL: databaseUrl, PORT: port, LIST_STATEMENTS: listStatements } = process.env;
if (!databaseUrl || !port || !listStatements) {
  console.error('baselineListServer: DATABASE_URL, PORT and LIST_STATEMENTS are required');
  process.exit(2);
}
const statements = JSON.parse(listStatements) as RecordedStatement[];
const pool = new pg.Pool({ connectionString: databaseUrl });
const app = Fastify();

app.post('/api/patient/list', async (request, reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const tokenHash = token ? createHash('sha256').update(token).digest('hex') : '';
  const callers = await pool.query('select user_id from access_tokens where token_hash = $1 and revoked_at is null and expires_at > now()', [tokenHash]);
  if (callers.rowCount === 0) return reply.code(401).send({ message: 'Unauthenticated.' });
  const answers = [];
  for (const statement of statements) answers.push(await pool.query(statement.text, statement.values));
  const [counted, page] = answers;
  return { data: { data: page?.rows ?? [], total: (counted?.rows[0] as { total?: number } | undefined)?.total ?? 0 } };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(JSON.stringify({ listening: Number(port) }));
process.once('SIGTERM', () => {
  void app.close().then(() => pool.end()).then(() => process.exit(0));
});
