import type { TChatEvent, TChatPlatform, TWebhookEventType } from '@flexapp/contract';

/** The webhook event each chat event is (decision 270). */
export const CHAT_EVENT_TYPES: Record<TChatEvent, TWebhookEventType> = {
  arrivals: 'checkin.started',
  releases: 'booking.released',
  guests: 'guest.arrived',
};

export type ChatLanguage = 'en' | 'nl';

/** What a message says: a person's first name at most, and only when the channel allows it (decision 271). */
export interface ChatFacts {
  type: TWebhookEventType;
  place: string | null;
  firstName: string | null;
  date: string | null;
}

const texts = {
  en: {
    'checkin.started': {
      title: 'Check-in',
      text: (f: ChatFacts) => `${f.firstName ?? 'Someone'} checked in${f.place ? ` at ${f.place}` : ''}.`,
    },
    'booking.released': {
      title: 'Released',
      text: (f: ChatFacts) =>
        `${f.place ?? 'A place'} is free again: a booking${f.date ? ` for ${f.date}` : ''} was released.`,
    },
    'guest.arrived': {
      title: 'Guest',
      text: (f: ChatFacts) => (f.firstName ? `A guest of ${f.firstName} has arrived.` : 'A guest has arrived.'),
    },
  },
  nl: {
    'checkin.started': {
      title: 'Check-in',
      text: (f: ChatFacts) => `${f.firstName ?? 'Iemand'} is ingecheckt${f.place ? ` bij ${f.place}` : ''}.`,
    },
    'booking.released': {
      title: 'Vrijgegeven',
      text: (f: ChatFacts) =>
        `${f.place ?? 'Een plek'} is weer vrij: een boeking${f.date ? ` voor ${f.date}` : ''} is vrijgegeven.`,
    },
    'guest.arrived': {
      title: 'Gast',
      text: (f: ChatFacts) =>
        f.firstName ? `Een gast van ${f.firstName} is aangekomen.` : 'Er is een gast aangekomen.',
    },
  },
} as const;

type ChatType = keyof (typeof texts)['en'];
export const isChatType = (type: string): type is ChatType => type in texts.en;

/** Slack mrkdwn and Mattermost markdown read &, < and > as markup: names are escaped. */
const escapeMarkup = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** Mattermost's Markdown also makes links, images and emphasis: its characters get a backslash (decision 451). */
const escapeMarkdown = (s: string) => escapeMarkup(s.replace(/[\\`*_~[\]()!#|{}]/g, '\\$&'));

/**
 * The message body in the platform's own format (decision 270): Slack Block Kit with a `text` fallback, a Teams
 * message with an Adaptive Card 1.4, Mattermost attachments with `fallback` and `text`.
 */
export function chatMessage(platform: TChatPlatform, language: ChatLanguage, facts: ChatFacts): object {
  if (!isChatType(facts.type)) throw new Error(`no chat message for ${facts.type}`);
  const { title, text: say } = texts[language][facts.type];
  return chatBody(platform, language, { title, text: say(facts) });
}

/** A link a message offers as a button (a person's reminder: Confirm; decision 370). */
export interface ChatLink {
  label: string;
  url: string;
}

/** A title and a text, with a link button if given, in the platform's format (decisions 270, 370). */
export function chatBody(
  platform: TChatPlatform,
  language: ChatLanguage,
  { title, text, link }: { title: string; text: string; link?: ChatLink },
): object {
  switch (platform) {
    case 'slack':
      return {
        text: `${title}: ${text}`,
        blocks: [
          { type: 'section', text: { type: 'mrkdwn', text: `*${escapeMarkup(title)}*\n${escapeMarkup(text)}` } },
          ...(link
            ? [
                {
                  type: 'actions',
                  elements: [
                    { type: 'button', text: { type: 'plain_text', text: link.label }, url: link.url, style: 'primary' },
                  ],
                },
              ]
            : []),
        ],
      };
    case 'teams':
      return {
        type: 'message',
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.adaptive',
            contentUrl: null,
            content: {
              $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
              type: 'AdaptiveCard',
              version: '1.4',
              lang: language,
              body: [
                { type: 'TextBlock', text: title, weight: 'Bolder', size: 'Medium', wrap: true },
                // A TextRun is never read as Markdown: names in it cannot make links (decision 451).
                { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text }] },
              ],
              ...(link ? { actions: [{ type: 'Action.OpenUrl', title: link.label, url: link.url }] } : {}),
            },
          },
        ],
      };
    case 'mattermost':
      return {
        attachments: [
          {
            fallback: `${title}: ${text}`,
            title,
            text: escapeMarkdown(text) + (link ? `\n\n[${link.label}](${link.url})` : ''),
          },
        ],
      };
  }
}
