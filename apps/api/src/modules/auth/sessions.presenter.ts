import type { TOwnSession } from '@flexapp/contract';
import Bowser from 'bowser';

type Row = { id: string; user_agent: string | null; created_at: Date; last_seen_at: Date };

const DEVICES = new Set(['desktop', 'mobile', 'tablet']);

/** A session as its owner sees it: browser, system and kind of device read from the user agent (decision 305). */
export function presentSession(row: Row, currentId: string): TOwnSession {
  const agent = row.user_agent ? Bowser.parse(row.user_agent) : null;
  const browser = agent?.browser.name ? [agent.browser.name, majorOf(agent.browser.version)].filter(Boolean) : [];
  const os = agent?.os.name ? [agent.os.name, agent.os.versionName ?? majorOf(agent.os.version)].filter(Boolean) : [];
  const platform = agent?.platform.type ?? '';
  return {
    id: row.id,
    browser: browser.length ? browser.join(' ') : null,
    os: os.length ? os.join(' ') : null,
    device: DEVICES.has(platform) ? (platform as TOwnSession['device']) : 'unknown',
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id === currentId,
  };
}

const majorOf = (version: string | undefined) => version?.split('.')[0];
