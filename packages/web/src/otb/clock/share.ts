/**
 * Handing the record to the arbiter console (`/arbiter`): the event log travels in the address's
 * fragment in the console's own form (`#c=`, the log deflated and in base64url: `console/share.ts`),
 * which never reaches a server, so the console opens the same case offline.
 */
import { makeShareFragment } from '../console/share.js';

/** The console's address carrying `log`: `/arbiter#c=…`. */
export async function consoleLink(log: string): Promise<string> {
  return `/arbiter${await makeShareFragment(log)}`;
}
