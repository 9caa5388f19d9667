import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reverse proxy for tests: each request to the next upstream in turn, streamed both ways. */
export interface RoundRobinProxy {
  url: string;
  /** The upstream each request went to, in order (its index in `upstreams`). */
  readonly served: number[];
  close(): Promise<void>;
}

/**
 * What a self-hoster's nginx or load balancer does, small: round robin over `upstreams`, keep-alive
 * connections to them, and `X-Forwarded-For` with the client's address appended. The client's
 * address is its socket's, or the test's `X-Test-Client` header, as if it came from there.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const served: number[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served.push(index);
    const target = new URL(request.url ?? '/', upstreams[index]);
    const headers = { ...request.headers };
    const client = (headers['x-test-client'] as string | undefined) ?? request.socket.remoteAddress ?? '';
    delete headers['x-test-client'];
    const earlier = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${client}` : client;
    headers.host = target.host;
    const upstream = http.request(target, { method: request.method, headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
