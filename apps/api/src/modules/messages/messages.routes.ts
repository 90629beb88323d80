import {
  MESSAGES_PAGE_SIZE,
  ZIdParamsSchema,
  ZMarkAllReadSchema,
  ZMessageListQuerySchema,
  ZMessageListSchema,
  ZMessageSchema,
  ZUnreadCountSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { pageLinks } from '../../lib/page-links';
import { findMessage, listMessages, markAllRead, markRead, unreadCount } from './inbox.repository';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);

/** The signed-in user's inbox (the employee menu's Messages). Nobody sees or changes another's. */
export default async function messageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['messages'],
        querystring: ZMessageListQuerySchema,
        response: { 200: ZMessageListSchema, ...errors },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const found = await listMessages(app.db, currentUser(request), {
        offset: (page - 1) * MESSAGES_PAGE_SIZE,
        limit: MESSAGES_PAGE_SIZE,
      });
      return {
        count: found.count,
        unread_count: found.unread,
        ...pageLinks(request, page, MESSAGES_PAGE_SIZE, found.count),
        results: found.messages,
      };
    },
  );

  app.get(
    '/messages/unread_count',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['messages'], response: { 200: ZUnreadCountSchema, ...errorResponses(401) } },
    },
    async (request) => ({ unread_count: await unreadCount(app.db, currentUser(request).id) }),
  );

  app.post(
    '/messages/read_all',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['messages'], response: { 200: ZMarkAllReadSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const updated = await markAllRead(app.db, userId, app.clock.now());
      return { updated, unread_count: await unreadCount(app.db, userId) };
    },
  );

  app.get(
    '/messages/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['messages'], params: ZIdParamsSchema, response: { 200: ZMessageSchema, ...errors } },
    },
    async (request) => {
      const message = await findMessage(app.db, currentUser(request), request.params.id);
      if (!message) throw notFound();
      return message;
    },
  );

  app.post(
    '/messages/:id/read',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['messages'], params: ZIdParamsSchema, response: { 200: ZMessageSchema, ...errors } },
    },
    async (request) => {
      const message = await markRead(app.db, currentUser(request), request.params.id, app.clock.now());
      if (!message) throw notFound();
      return message;
    },
  );
}
