// API answers to a session carry personal data (names, phone numbers, voters, images): no browser
// cache or proxy may keep them, whichever route wrote them and whatever it answered (errors too).
// Public answers (health, the API document, the public config) keep their own policy; one that
// sets none gets no-store as well, the sign-in's token included.
import type { FastifyInstance } from 'fastify';

const API = /^\/api\//i;
const NO_STORE = /(^|[\s,])no-store($|[\s,])/i;

export function installNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (!API.test(req.url)) return;
    const own = reply.getHeader('cache-control');
    if (req.routeOptions.config?.public && own !== undefined) return;
    if (typeof own === 'string' && NO_STORE.test(own)) return;
    reply.header('cache-control', 'no-store');
  });
}
