import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { Database } from "./database.ts";
import type { Logger } from "./log.ts";
import type { Mailer } from "./mail.ts";
import type { DeliveryPolicy, Queue } from "./queue.ts";
import type { RateLimits } from "./rate-limit.ts";

/**
 * What services depend on, as plain values: the database, configuration, the logger (a
 * request's own logger when called from a request), mail, the job queue and its delivery
 * policy, the rate limits, and where the app is served. Resolvers, REST routes, jobs and tests
 * pass it alike; services never see the GraphQL context. A service names the part it needs
 * with `Pick<ServiceDeps, …>`.
 */
export interface ServiceDeps {
  db: Kysely<Database>;
  config: Config;
  log: Logger;
  mailer: Mailer;
  queue: Queue;
  delivery: DeliveryPolicy;
  limits: RateLimits;
  /** Where the app is served, e.g. `https://dissovet.example.org`: links in letters start with it. */
  publicUrl: string;
}
