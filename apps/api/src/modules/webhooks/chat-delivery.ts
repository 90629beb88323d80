import type { DbOrTrx } from '../../db/database';
import { channelOfDelivery, messageFacts } from './chat-channels.repository';
import { chatMessage } from './chat-messages';

const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * A delivery to a chat channel as the request to send (decision 270): the message in the platform's format and the
 * channel's language, read when it is sent, so it names what the place and person are called now. A person's
 * first name only when the channel shows first names (decision 271); a guest's own details never.
 */
export async function chatRequest(db: DbOrTrx, deliveryId: string) {
  const channel = await channelOfDelivery(db, deliveryId);
  if (!channel) return undefined;
  const data = channel.data;
  const person = channel.type === 'guest.arrived' ? data.host_user_id : data.user_id;
  const facts = await messageFacts(db, {
    deskId: idOf(data.desk_id),
    roomId: idOf(data.room_id),
    userId: channel.show_first_names && channel.type !== 'booking.released' ? idOf(person) : null,
  });
  const body = chatMessage(channel.platform, channel.language, {
    type: channel.type as Parameters<typeof chatMessage>[2]['type'],
    place: facts.place,
    firstName: facts.firstName,
    date: typeof data.date === 'string' ? data.date : null,
  });
  return {
    channelId: channel.id,
    status: channel.status,
    enabled: channel.enabled,
    url: channel.url,
    body: JSON.stringify(body),
  };
}
