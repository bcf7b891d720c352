import type { FastifyInstance } from 'fastify';

/**
 * The first step of a stop behind a load balancer (server/serve.ts): for the drain period the
 * health check answers 503, so that the balancer takes the instance out of its pool, while the
 * requests it still sends are served, each answer closing its connection (`Connection: close`)
 * so that no kept-alive connection is left for the port's closing to cut under a request.
 */
export interface ShutdownDrain {
  readonly active: boolean;
  /** Starts draining; resolves once the drain period is over. */
  start(): Promise<void>;
}

export function createShutdownDrain(periodMs: number): ShutdownDrain {
  let active = false;
  return {
    get active() {
      return active;
    },
    start() {
      active = true;
      return new Promise((resolve) => setTimeout(resolve, periodMs));
    },
  };
}

/** Every answer given while draining closes its connection once sent. */
export function registerShutdownDrain(app: FastifyInstance, drain: ShutdownDrain) {
  app.addHook('onRequest', async (_request, reply) => {
    if (drain.active) reply.header('connection', 'close');
  });
}
