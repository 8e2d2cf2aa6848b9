/**
 * What two instances must share, shown through each instance directly and
 * through nginx: sessions, the sign-in throttle, the sign-up limit, plan
 * quotas, stored files, and the library (its listing cache and search).
 * Each check throws on the first thing that differs from one instance.
 */
import { call, expectStatus, json, randomVisitor } from './cluster-http.ts';
import {
  type Member,
  PASSWORD,
  promptDraft,
  register,
  rareWord,
  search,
  signIn,
  submitPrompt,
  uniqueEmail,
} from './cluster-members.ts';
import { sleep } from './cluster-rig.ts';

export interface Doors {
  a: string;
  b: string;
  proxy: string;
}

/** Each door in turn, so every rule is seen crossing instances. */
function doorsOf(doors: Doors): [string, string][] {
  return [
    ['A', doors.a],
    ['B', doors.b],
    ['nginx', doors.proxy],
  ];
}

export async function checkSessions(doors: Doors): Promise<string> {
  const member = await register(doors.a, 'session');
  const signedIn = await signIn(doors.b, member.email, PASSWORD, member.from);
  const { token } = json<{ token: string }>(
    expectStatus(signedIn, 200, 'sign in on B after registering on A'),
  );
  for (const [name, base] of doorsOf(doors)) {
    expectStatus(await call(base, { path: '/api/users/me', token }), 200, `B's session on ${name}`);
  }
  expectStatus(
    await call(doors.proxy, { method: 'POST', path: '/api/auth/logout', token }),
    204,
    'sign out',
  );
  for (const [name, base] of doorsOf(doors)) {
    expectStatus(
      await call(base, { path: '/api/users/me', token }),
      401,
      `ended session on ${name}`,
    );
  }
  return 'registered on A, signed in on B; the session works on A, B, nginx; signed out, refused on all';
}

export async function checkThrottle(doors: Doors): Promise<string> {
  const member = await register(doors.b, 'throttle');
  const from = randomVisitor();
  const order = [doors.a, doors.b, doors.proxy, doors.a, doors.b];
  for (const [index, base] of order.entries()) {
    const reply = await signIn(base, member.email, 'wrong-password', from);
    expectStatus(reply, 401, `wrong password ${index + 1}`);
  }
  for (const [name, base] of doorsOf(doors)) {
    expectStatus(
      await signIn(base, member.email, 'wrong-password', from),
      429,
      `sixth try on ${name}`,
    );
  }
  expectStatus(
    await signIn(doors.a, member.email, PASSWORD, from),
    429,
    'right password, same place',
  );
  return '5 wrong passwords spread over A, B, nginx: the 6th refused (429) on A, B and nginx';
}

export async function checkSignUpLimit(doors: Doors, perHour: number): Promise<string> {
  const from = randomVisitor();
  for (let index = 0; index < perHour; index += 1) {
    await register(doorsOf(doors)[index % 3]?.[1] ?? doors.a, 'signup', from);
  }
  for (const [name, base] of doorsOf(doors)) {
    const reply = await call(base, {
      method: 'POST',
      path: '/api/users/register',
      body: { name: 'One too many', email: uniqueEmail('toomany'), password: PASSWORD },
      from,
    });
    expectStatus(reply, 429, `sign-up ${perHour + 1} from one address on ${name}`);
  }
  return `${perHour} sign-ups from one address across instances, the next refused (429) on A, B, nginx`;
}

export async function checkQuotas(doors: Doors, anonymousDaily: number): Promise<string> {
  const member = await register(doors.a, 'quota');
  await submitPrompt(doors.a, member, 'Quota first', 'The one free submission this month.');
  for (const [name, base] of doorsOf(doors)) {
    const reply = await call(base, {
      method: 'POST',
      path: '/api/prompts',
      body: promptDraft('Quota second', 'Another one this month.'),
      token: member.token,
    });
    expectStatus(reply, 429, `a second free submission on ${name}`);
  }
  const from = randomVisitor();
  for (let index = 0; index < anonymousDaily; index += 1) {
    expectStatus(
      await runOnce(index % 2 === 0 ? doors.a : doors.b, from),
      200,
      `anonymous run ${index + 1}`,
    );
  }
  expectStatus(await runOnce(doors.proxy, from), 429, 'one anonymous run past the daily allowance');
  return `free plan: 1 submission on A, the 2nd refused on A, B, nginx; ${anonymousDaily} anonymous runs on A and B, the next refused through nginx`;
}

function runOnce(base: string, from: string) {
  return call(base, {
    method: 'POST',
    path: '/api/prompts/generate',
    body: { prompt: 'Say hello to the cluster', model: 'ChatGPT' },
    from,
  });
}

const BOUNDARY = '----cluster-boundary-7d1c';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

function pdfForm(): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cluster.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export async function checkUploads(doors: Doors, member: Member): Promise<string> {
  const reply = await call(doors.a, {
    method: 'POST',
    path: '/api/upload/single',
    body: pdfForm(),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    token: member.token,
  });
  const { file } = json<{ file: { fileUrl: string } }>(expectStatus(reply, 201, 'upload on A'));
  for (const [name, base] of doorsOf(doors)) {
    const served = expectStatus(
      await call(base, { path: file.fileUrl, token: member.token }),
      200,
      `file on ${name}`,
    );
    if (!served.body.equals(PDF))
      throw new Error(`the file served by ${name} differs from the upload`);
  }
  return 'a PDF uploaded on A is served, byte for byte, by A, B and nginx';
}

/**
 * A member submits a prompt holding a word no other prompt has; both
 * instances search for it first (so each caches "no result"); an admin
 * approves it on A; B's search is polled until it shows the prompt.
 */
export async function checkApproval(
  doors: Doors,
  author: Member,
  admin: Member,
): Promise<{ line: string; ms: number }> {
  const word = rareWord();
  const id = await submitPrompt(doors.b, author, `Cluster ${word} checklist`, `A ${word} review.`);
  const before = await search(doors.b, word);
  if (before.prompts.length !== 0 || (await search(doors.a, word)).prompts.length !== 0) {
    throw new Error('a pending prompt showed in the search');
  }
  const listedBefore = json<{ pagination: { totalPrompts: number } }>(
    await call(doors.b, { path: '/api/prompts' }),
  );
  const approve = await call(doors.a, {
    method: 'PUT',
    path: `/api/admin/prompts/${id}/status`,
    body: { status: 'approved' },
    token: admin.token,
  });
  expectStatus(approve, 200, 'approve on A');
  const approvedAt = performance.now();
  while ((await search(doors.b, word)).prompts[0]?._id !== id) {
    if (performance.now() - approvedAt > 5000)
      throw new Error('the approval did not reach B within 5 s');
    await sleep(5);
  }
  const ms = performance.now() - approvedAt;
  const listedAfter = json<{ pagination: { totalPrompts: number } }>(
    await call(doors.b, { path: '/api/prompts' }),
  );
  if (listedAfter.pagination.totalPrompts !== listedBefore.pagination.totalPrompts + 1) {
    throw new Error("B's cached listing did not count the approved prompt");
  }
  if ((await search(doors.proxy, word)).prompts[0]?._id !== id)
    throw new Error('nginx search missed it');
  return {
    line: `approved on A; in B's search after ${ms.toFixed(0)} ms, B's listing count +1, nginx's search too`,
    ms,
  };
}
