import { ZIdParamsSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from './error-responses';

/** One Setup collection at `path`: list, create, change and delete; each part optional. */
export interface SetupCrud<
  L extends z.ZodType,
  CB extends z.ZodType,
  CR extends z.ZodType,
  UB extends z.ZodType,
  UR extends z.ZodType,
> {
  list?: { response: L; handler: () => Promise<z.infer<L>> };
  /** `shownOnce`: the answer holds a secret shown only now, so it is never cached (cache-control: no-store). */
  create?: { body: CB; response: CR; shownOnce?: boolean; handler: (body: z.infer<CB>) => Promise<z.infer<CR>> };
  update?: { body: UB; response: UR; handler: (id: number, body: z.infer<UB>) => Promise<z.infer<UR>> };
  remove?: (id: number) => Promise<void>;
}

/** The `:id` of a route whose params ZIdParamsSchema has parsed. */
const idOf = (params: unknown) => (params as { id: number }).id;

/**
 * The routes of a Setup collection (issue 39): staff only (tokens with setup:read / setup:write through the scope
 * rules), tagged `setup`, with the documented errors of each kind of route. 201 on create, 204 on delete.
 */
export function setupCrudRoutes<
  L extends z.ZodType,
  CB extends z.ZodType,
  CR extends z.ZodType,
  UB extends z.ZodType,
  UR extends z.ZodType,
>(fastify: FastifyInstance, path: string, crud: SetupCrud<L, CB, CR, UB, UR>): void {
  // Zod validates and serialises through the app's compilers; the schemas' types are checked at `crud`.
  const app = fastify;
  const config = { access: 'staff' as const };
  const { list, create, update, remove } = crud;
  if (list)
    app.get(
      path,
      { config, schema: { tags: ['setup'], response: { 200: list.response, ...errorResponses(401, 403) } } },
      async () => list.handler(),
    );
  if (create)
    app.post(
      path,
      {
        config,
        schema: {
          tags: ['setup'],
          body: create.body,
          response: { 201: create.response, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const created = await create.handler(request.body as z.infer<CB>);
        if (create.shownOnce) reply.header('cache-control', 'no-store');
        return reply.status(201).send(created);
      },
    );
  if (update)
    app.patch(
      `${path}/:id`,
      {
        config,
        schema: {
          tags: ['setup'],
          params: ZIdParamsSchema,
          body: update.body,
          response: { 200: update.response, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => update.handler(idOf(request.params), request.body as z.infer<UB>),
    );
  if (remove)
    app.delete(
      `${path}/:id`,
      {
        config,
        schema: {
          tags: ['setup'],
          params: ZIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await remove(idOf(request.params));
        return reply.status(204).send(null);
      },
    );
}
