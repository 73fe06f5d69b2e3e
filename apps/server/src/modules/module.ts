import type { TApp } from '../app-type.js';
import type { TDb } from '../db/client.js';
import type { TJobHandler } from '../jobs/runner.js';

/** What a module's background jobs are given: no request, so the database, the app's clock and the site's address. */
export type TJobDeps = { db: TDb; clock: () => Date; baseUrl: string | undefined };

/** A server module as the app registers it: its routes, and the handlers of the jobs it queues. */
export type TModule = {
  name: string;
  routes: (app: TApp) => Promise<void>;
  jobs?: (deps: TJobDeps) => Record<string, TJobHandler>;
};

/** A module whose routes come in several plugins: each registered in turn, in the order given. */
export const routesOf =
  (...plugins: Array<(app: TApp) => Promise<void>>) =>
  async (app: TApp) => {
    for (const plugin of plugins) await app.register(plugin);
  };
