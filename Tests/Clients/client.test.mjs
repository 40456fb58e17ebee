// The client's requests (through an injected fetch), its problems and its by-id retry, its types against the module,
// and every parity fixture's scene round-tripped through a live server (the scrollfx binary of SCROLLFX_BIN, by
// default the debug build; skipped where there is none).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as client from '../../Clients/typescript/scrollfx.mjs';
import { ScrollFXClient, ScrollFXError, sceneNotHeld } from '../../Clients/typescript/scrollfx.mjs';
import { fixtures } from './parity.mjs';

/** A fetch that answers from `answers` (one per request, in order) and records what it was asked. */
function recording(answers) {
  const asked = [];
  // As a browser's fetch: called with any `this` but the global object, it refuses ("Illegal invocation").
  const fetch = async function (url, init) {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    asked.push({ url, ...init });
    const { status = 200, type = 'application/json', body = {} } = answers.shift() ?? {};
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, headers: { get: name => (name === 'content-type' ? type : null) },
      json: async () => JSON.parse(text), text: async () => text };
  };
  return { fetch, asked };
}

const scene = { viewport: { width: 390, height: 844 }, sections: [{ id: 'cards', kind: 'list', count: 3, itemSize: { height: 200 } }] };

test('each endpoint is one method: its method, path, body, Accept and key', async () => {
  const { fetch, asked } = recording([{}, {}, {}, { type: 'text/css', body: 'a{}' }, {}, {}, { type: 'image/svg+xml', body: '<svg/>' }, {}]);
  const api = new ScrollFXClient('http://127.0.0.1:8080/', { apiKey: 'k'.repeat(32), fetch });
  await api.frame(scene);
  await api.frames(scene, [0, 10]);
  await api.timeline({ scene, tracks: 'shared' });
  assert.equal(await api.timeline({ scene }, { accept: 'css' }), 'a{}');
  await api.snap({ scene, velocity: 100 });
  await api.locate({ scene, section: 'cards', item: 1, align: 'center' });
  assert.equal(await api.preview({ ...scene, offsets: [0] }), '<svg/>');
  await api.presets();
  assert.deepEqual(asked.map(request => `${request.method} ${request.url}`), [
    'POST http://127.0.0.1:8080/v1/frame', 'POST http://127.0.0.1:8080/v1/frames', 'POST http://127.0.0.1:8080/v1/timeline',
    'POST http://127.0.0.1:8080/v1/timeline', 'POST http://127.0.0.1:8080/v1/snap', 'POST http://127.0.0.1:8080/v1/locate',
    'POST http://127.0.0.1:8080/v1/preview', 'GET http://127.0.0.1:8080/v1/presets',
  ]);
  assert.deepEqual(JSON.parse(asked[1].body).offsets, [0, 10]);
  assert.equal(asked[3].headers.Accept, 'text/css');
  assert.equal(asked[0].headers.Authorization, `Bearer ${'k'.repeat(32)}`);
  assert.equal(asked[0].headers['Content-Type'], 'application/json');
  assert.equal(asked[7].body, undefined);
  assert.equal(asked[7].headers['Content-Type'], undefined);
});

test('a problem is thrown as a ScrollFXError with its fields; a body that is not a problem still gives the status', async () => {
  const problem = { type: 'urn:scrollfx:problem:invalid', title: 'Invalid', status: 422, detail: 'count must be at least 0', pointer: '/sections/0/count' };
  const { fetch } = recording([{ status: 422, type: 'application/problem+json', body: problem }, { status: 502, type: 'text/html', body: '<h1>bad gateway</h1>' }]);
  const api = new ScrollFXClient('http://h', { fetch });
  await assert.rejects(api.frame(scene), error => error instanceof ScrollFXError && error.status === 422
    && error.pointer === '/sections/0/count' && error.detail === problem.detail && error.type === problem.type && error.message === problem.detail);
  await assert.rejects(api.frame(scene), error => error instanceof ScrollFXError && error.status === 502 && error.pointer === null);
});

test('a problem\'s status is the answer\'s, whatever its body says: a 404 that calls itself 200 is still no success', async () => {
  const { fetch } = recording([{ status: 404, type: 'application/problem+json', body: { type: sceneNotHeld, status: 200 } }]);
  await assert.rejects(new ScrollFXClient('http://h', { fetch }).frame(scene), error => error.status === 404);
});

test('a held scene asks by id; a 404 scene-not-held PUTs the scene and asks once more; any other error is thrown', async () => {
  const notHeld = { status: 404, type: 'application/problem+json', body: { type: sceneNotHeld, title: 'Scene Not Held', status: 404 } };
  const { fetch, asked } = recording([{ status: 201, body: { id: 'abc' } }, notHeld, { status: 200, body: { id: 'abc' } }, { body: { offset: 5 } },
    { status: 404, type: 'application/problem+json', body: { type: 'urn:scrollfx:problem:not-found', status: 404 } }]);
  const api = new ScrollFXClient('http://h', { fetch });
  const held = await api.hold(scene);
  assert.equal(held.id, 'abc');
  assert.deepEqual(await held.frame({ offset: 5, carouselOffsets: { 'the shelf': 2 } }), { offset: 5 });
  await assert.rejects(held.frames([0, 1]), error => error.status === 404 && error.type !== sceneNotHeld);
  assert.deepEqual(asked.map(request => `${request.method} ${request.url}`), [
    'POST http://h/v1/scenes', 'GET http://h/v1/scenes/abc/frame?offset=5&offset.the%20shelf=2', 'PUT http://h/v1/scenes/abc',
    'GET http://h/v1/scenes/abc/frame?offset=5&offset.the%20shelf=2', 'GET http://h/v1/scenes/abc/frames?offsets=0%2C1',
  ]);
  assert.deepEqual(JSON.parse(asked[2].body), scene);
});

test('the types declare exactly what the module exports', () => {
  const declared = readFileSync(new URL('../../Clients/typescript/scrollfx.d.mts', import.meta.url), 'utf8');
  // An overloaded function is declared once per signature.
  const values = [...new Set([...declared.matchAll(/^export declare (?:function|class|const) (\w+)/gm)].map(match => match[1]))].sort();
  assert.deepEqual(values, Object.keys(client).sort());
});

const binary = process.env.SCROLLFX_BIN ?? new URL('../../.build/debug/scrollfx', import.meta.url).pathname;

test('every fixture scene round-trips through a live server: frames, a held scene\'s timeline and frames', { skip: !existsSync(binary) }, async () => {
  const server = spawn(binary, ['serve', '--port', '0', '--admin-port', '0'], { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const port = await new Promise((resolve, reject) => {
      let log = '';
      server.stdout.on('data', chunk => {
        log += chunk;
        const match = /listener=api port=(\d+)/.exec(log);
        if (match) resolve(Number(match[1]));
      });
      server.on('exit', code => reject(new Error(`scrollfx serve exited ${code}: ${log}`)));
      setTimeout(() => reject(new Error(`scrollfx serve did not listen within 30 s: ${log}`)), 30_000).unref();
    });
    const api = new ScrollFXClient(`http://127.0.0.1:${port}`);
    for (const fixture of fixtures()) {
      const { scene: fixtureScene, source } = fixture.request;
      const k = Math.floor(fixture.offsets.length / 2);
      if (source === undefined) assert.deepEqual(await api.frame({ ...fixtureScene, offset: fixture.offsets[k] }), fixture.frames[k], fixture.name);
      const held = await api.hold(fixtureScene);
      const { scene: _, ...parameters } = fixture.request;
      // By id, a per-item timeline reports exposures too; its tracks are the fixture's.
      const perItem = fixture.timelines.perItem;
      const asked = held.timeline({ ...parameters, tracks: 'perItem' });
      if (perItem.problem) await assert.rejects(asked, error => error.status === perItem.problem.status, fixture.name);
      else assert.deepEqual({ ...await asked, exposures: [] }, perItem, fixture.name);
      if (source === undefined) assert.deepEqual((await held.frames(fixture.offsets)).frames, fixture.frames, fixture.name);
    }
  } finally {
    // The server drains its open connections (this process's) before it stops: let it, without waiting for it.
    server.stdout.destroy();
    server.kill('SIGTERM');
    server.unref();
  }
});
