import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One route of the app as it was registered: what the fuzz harness and access matrix walk. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, HEAD routes left out. */
    readonly routeTable: readonly RouteEntry[];
  }
}

export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        // Read when asked: onRoute hooks that run after this one add failures to the schema
        // (plugins/route-groups.ts).
        get schema() {
          return route.schema;
        },
        websocket: Boolean((route as { websocket?: boolean }).websocket),
      });
    }
  });
}
