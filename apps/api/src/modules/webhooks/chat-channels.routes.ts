import {
  ZChatChannelCreateSchema,
  ZChatChannelListSchema,
  ZChatChannelSchema,
  ZChatChannelUpdateSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { setupCrudRoutes } from '../../lib/setup-crud-routes';
import { changeChannel, createChannel, listChannels, removeChannel } from './chat-channels.service';

/** A building's chat channels in Setup (issue 39, decision 270): staff only; tokens with setup:read / setup:write. */
export default async function chatChannelRoutes(app: FastifyInstance) {
  setupCrudRoutes(app, '/setup/chat-channels', {
    list: { response: ZChatChannelListSchema, handler: () => listChannels(app.db) },
    create: {
      body: ZChatChannelCreateSchema,
      response: ZChatChannelSchema,
      handler: (body) => createChannel(app.db, app.clock.now(), body),
    },
    update: {
      body: ZChatChannelUpdateSchema,
      response: ZChatChannelSchema,
      handler: (id, body) => changeChannel(app.db, id, body),
    },
    remove: (id) => removeChannel(app.db, id),
  });
}
