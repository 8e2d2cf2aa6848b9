/**
 * Mixed load through nginx while instances are killed or restarted: each
 * member runs one loop of listings, searches, likes, submissions and
 * streamed playground runs, one request at a time, so the last answer for
 * a (member, prompt) like is the state the database must hold. Every write
 * that got a 2xx goes in the ledger; lost-writes.ts checks it afterwards.
 */
import { call, json, type Reply } from './cluster-http.ts';
import { type Member, promptDraft } from './cluster-members.ts';
import { sleep } from './cluster-rig.ts';

type Kind = 'listing' | 'search' | 'like' | 'submission' | 'run';

/** Out of 100: mostly reads, as a library is used. */
const WEIGHTS: [Kind, number][] = [
  ['listing', 35],
  ['search', 30],
  ['like', 20],
  ['submission', 7],
  ['run', 8],
];

export interface Ledger {
  submissions: string[];
  /** `${memberId} ${promptId}` -> liked, as the last acknowledged answer said. */
  likes: Map<string, boolean>;
  /** Pairs whose last like request failed: their state is not known. */
  unknownLikes: Set<string>;
  /** memberId -> runs that streamed to their "done". */
  runs: Map<string, number>;
}

export function emptyLedger(): Ledger {
  return { submissions: [], likes: new Map(), unknownLikes: new Set(), runs: new Map() };
}

export interface LoadStats {
  requests: number;
  errors: number;
  byKind: Record<Kind, { requests: number; errors: number }>;
  samples: string[];
}

export interface LoadOptions {
  proxy: string;
  members: Member[];
  promptIds: string[];
  words: string[];
  /** Between one member's requests. */
  pauseMs: number;
  ledger: Ledger;
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'listing';
}

function emptyStats(): LoadStats {
  const byKind = Object.fromEntries(WEIGHTS.map(([kind]) => [kind, { requests: 0, errors: 0 }]));
  return { requests: 0, errors: 0, byKind: byKind as LoadStats['byKind'], samples: [] };
}

/** One request of the given kind, recording in the ledger what it acknowledged. */
async function perform(
  kind: Kind,
  member: Member,
  options: LoadOptions,
  serial: number,
): Promise<Reply> {
  const { proxy, ledger } = options;
  const token = member.token;
  if (kind === 'listing')
    return call(proxy, { path: `/api/prompts?page=${1 + (serial % 6)}`, token });
  if (kind === 'search') {
    return call(proxy, { path: `/api/prompts?search=${encodeURIComponent(pick(options.words))}` });
  }
  if (kind === 'like') {
    const promptId = pick(options.promptIds);
    const key = `${member.id} ${promptId}`;
    ledger.unknownLikes.add(key);
    const reply = await call(proxy, {
      method: 'PUT',
      path: `/api/prompts/${promptId}/upvote`,
      token,
    });
    if (reply.status === 200) {
      ledger.likes.set(key, json<{ liked: boolean }>(reply).liked);
      ledger.unknownLikes.delete(key);
    }
    return reply;
  }
  if (kind === 'submission') {
    const title = `Load submission ${serial}`;
    const body = promptDraft(title, `Written under load, number ${serial}.`);
    const reply = await call(proxy, { method: 'POST', path: '/api/prompts', body, token });
    if (reply.status === 201)
      ledger.submissions.push(json<{ prompt: { _id: string } }>(reply).prompt._id);
    return reply;
  }
  const reply = await call(proxy, {
    method: 'POST',
    path: '/api/prompts/generate',
    body: { prompt: `Stream a short answer number ${serial}`, model: 'ChatGPT' },
    headers: { accept: 'application/x-ndjson' },
    token,
  });
  const last = reply.text.trim().split('\n').at(-1) ?? '';
  if (reply.status === 200 && last === '{"type":"done"}') {
    ledger.runs.set(member.id, (ledger.runs.get(member.id) ?? 0) + 1);
  } else if (reply.status === 200) {
    return { ...reply, status: 599, text: `stream ended without done: ${last}` };
  }
  return reply;
}

const EXPECTED: Record<Kind, number> = {
  listing: 200,
  search: 200,
  like: 200,
  submission: 201,
  run: 200,
};

async function memberLoop(
  member: Member,
  options: LoadOptions,
  stats: LoadStats,
  stopped: () => boolean,
) {
  let serial = 0;
  while (!stopped()) {
    const kind = pickKind();
    serial += 1;
    stats.requests += 1;
    stats.byKind[kind].requests += 1;
    const outcome = await perform(kind, member, options, serial).then(
      (reply) =>
        reply.status === EXPECTED[kind] ? null : `${reply.status} ${reply.text.slice(0, 120)}`,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (outcome !== null) {
      stats.errors += 1;
      stats.byKind[kind].errors += 1;
      if (stats.samples.length < 10) stats.samples.push(`${kind}: ${outcome}`);
    }
    await sleep(options.pauseMs);
  }
}

/** Starts every member's loop; stop() ends them after their current request. */
export function startLoad(options: LoadOptions): { stats: LoadStats; stop(): Promise<LoadStats> } {
  const stats = emptyStats();
  let stopped = false;
  const loops = options.members.map((member) => memberLoop(member, options, stats, () => stopped));
  return {
    stats,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return stats;
    },
  };
}
