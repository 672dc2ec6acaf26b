/** decap-server's middleware module, which it ships without types (decap-server 3.x). */
declare module "decap-server/dist/middlewares" {
  import type { Express } from "express";

  type Options = { logLevel?: string };
  /** CORS, JSON body parsing and the git mode's `/api/v1` (drafts as branches) on `app`. */
  export function registerLocalGit(app: Express, options?: Options): Promise<void>;
  /** CORS, JSON body parsing and the fs mode's `/api/v1` (files written at once) on `app`. */
  export function registerLocalFs(app: Express, options?: Options): Promise<void>;
}
