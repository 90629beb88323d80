import { describe, expect, it } from 'vitest';
import { adaptiveCardProblems } from '../../../test/adaptive-card';
import { chatMessage } from './chat-messages';

// Names in chat messages are text, never markup (decision 451): a place or first name cannot add a link or an image.
const place = '[Free lunch](https://evil.example/x) ![t](https://evil.example/p.png) **now** <b>';
const facts = { type: 'checkin.started' as const, place, firstName: 'Ann_', date: null };

type Card = { body: { type: string; text?: string; inlines?: { type: string; text: string }[] }[] };

describe('chat messages carry names as text', () => {
  it('Teams: the sentence with names is a TextRun (no Markdown), the card parses as Adaptive Card 1.4', () => {
    const message = chatMessage('teams', 'en', facts) as { attachments: { content: Card }[] };
    const card = message.attachments[0]!.content;
    expect(card.body).toEqual([
      { type: 'TextBlock', text: 'Check-in', weight: 'Bolder', size: 'Medium', wrap: true },
      { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: `Ann_ checked in at ${place}.` }] },
    ]);
    expect(adaptiveCardProblems(card).problems).toEqual([]);
  });

  it('Mattermost: Markdown characters in names are escaped, so no link, image or emphasis is made', () => {
    const message = chatMessage('mattermost', 'en', facts) as { attachments: { text: string; fallback: string }[] };
    expect(message.attachments[0]!.text).toBe(
      'Ann\\_ checked in at \\[Free lunch\\]\\(https://evil.example/x\\) \\!\\[t\\]\\(https://evil.example/p.png\\) ' +
        '\\*\\*now\\*\\* &lt;b&gt;.',
    );
    expect(message.attachments[0]!.fallback).toBe(`Check-in: Ann_ checked in at ${place}.`);
  });

  it('Slack: <, > and & are escaped, so no link or mention is made', () => {
    const message = chatMessage('slack', 'en', { ...facts, place: '<!channel> <https://evil.example|x>' }) as {
      blocks: { text: { text: string } }[];
    };
    expect(message.blocks[0]!.text.text).toBe(
      '*Check-in*\nAnn_ checked in at &lt;!channel&gt; &lt;https://evil.example|x&gt;.',
    );
  });
});
