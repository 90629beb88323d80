import { createRequire } from 'node:module';
import type * as AdaptiveCards from 'adaptivecards';

// The library's ES build imports without file extensions, which Node cannot load; its UMD bundle is the same code.
const AC = createRequire(import.meta.url)('adaptivecards/dist/adaptivecards.js') as typeof AdaptiveCards;

/** What the adaptivecards library finds wrong in a Teams card (none: `[]`), and the version it read. */
export function adaptiveCardProblems(content: unknown): { problems: string[]; version: string } {
  // The library checks `lang` with a global regular expression, whose position carries over from the previous card
  // parsed in this process: every second card with a language would fail.
  const lang = AC.CardElement.langProperty.regEx;
  if (lang) lang.lastIndex = 0;
  const card = new AC.AdaptiveCard();
  const parsing = new AC.SerializationContext();
  card.parse(content, parsing);
  return {
    problems: Array.from({ length: parsing.eventCount }, (_, i) => parsing.getEventAt(i).message),
    version: card.version.toString(),
  };
}
