// ScrollFX client, version 1: the HTTP API of a ScrollFX service, and the player's reading of a timeline, for browsers,
// Node 18 and later and React Native's Hermes. Dependency-free ES module; its types are scrollfx.d.mts.
//
//   import { ScrollFXClient, valuesAt } from './scrollfx.mjs';
//   const client = new ScrollFXClient('https://scrollfx.example.com', { apiKey });
//   const held = await client.hold(scene);                 // sent once, asked about by id
//   const timeline = await held.timeline({ tracks: 'shared', held: true });
//   onScroll(offset => apply(valuesAt(timeline, offset))); // no request per frame
//
// The reading of a timeline is the contract's (docs/contract.md): the engine's Timeline.values(at:) gives the same
// numbers, and both are held to the parity fixtures (Tests/Fixtures/parity).

// ---------------------------------------------------------------------------------------------------------------
// Playing a timeline

/** The value of `track` at `key` (the source's offset; a shared track's item position, or with `"key": "offset"` its
 * container's offset): segment k holds o_k ≤ key < o_{k+1}, eased by keyframe k's easing (linear without one); at a
 * jump (two keyframes at one offset) the later is the value from there on. Null outside the keyframes, and for a key
 * that is not a number. */
export function trackValue(track, key) {
  const keyframes = track.keyframes;
  const last = keyframes.length - 1;
  if (last < 0 || !(key >= keyframes[0][0] && key <= keyframes[last][0])) return null;
  if (key === keyframes[last][0]) return keyframes[last][1];
  // The last keyframe at or before `key`, by halving: keyframes[low][0] ≤ key < keyframes[high][0].
  let low = 0, high = last;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (keyframes[middle][0] <= key) low = middle; else high = middle;
  }
  const [x0, y0, easing] = keyframes[low], [x1, y1] = keyframes[high];
  const progress = (key - x0) / (x1 - x0);
  return y0 + (y1 - y0) * (easing === undefined ? progress : easingFunction(easing)(progress));
}

/** Every track of `timeline` (a `/v1/timeline` JSON answer) at one scroll state, as an array parallel to
 * `timeline.tracks`: a number, or null where the track has no value there, or, for a track shared by position, a
 * function of an element's position (its leading edge along its container's axis, as `/v1/frame` reports its frame)
 * giving its value there, or null.
 *
 * A track of an item or a header is read at `offset`, the source's offset. A shared track keyed by its container's
 * offset (`"key": "offset"`) is read at that container's offset: `offset` when its section is the source, else its
 * entry in `carouselOffsets` (each carousel's own offset, by id), else the scene's: `offset` when the source is the
 * scene, else `sceneOffset` (no value without one). Name every carousel: one left out reads the scene's offset.
 *
 * Bars that hide and return (the timeline's `reveal`, a scene source) depend on the path the scroll took: given
 * `path` (`{previous, maxOffset}`: the frame before, `{offset, hidden: {"<bar id>": s}}` as the contract spells it,
 * null for the forward path from the start; the scene's maxOffset) the answer is `{values, previous}`, `previous` this
 * frame, to pass with the next. Each bar's tracks are read at its hidden amount s (`barHidden`; past the start, at
 * `offset`: a plain header there); a follower's at
 * o′ = o − s + min(h, maxOffset), its items' position along the axis moved back by o′ − o (a timeline to at least
 * maxOffset + h covers every o′). Without `path` the tracks are read as they are: the forward path. */
export function valuesAt(timeline, offset, carouselOffsets = {}, sceneOffset = null, path = undefined) {
  const source = timeline.source ?? null;
  const scene = source === null ? offset : sceneOffset ?? null;
  const carousels = carouselOffsets ?? {};
  const values = timeline.tracks.map(track => {
    if (track.header === true || track.item !== '*') return trackValue(track, offset);
    if (track.key !== 'offset') return position => trackValue(track, position);
    const own = Object.prototype.hasOwnProperty.call(carousels, track.section) ? carousels[track.section] ?? scene : scene;
    const container = track.section === source ? offset : own;
    return container === null ? null : trackValue(track, container);
  });
  if (path === undefined) return values;
  const { previous = null, maxOffset = Infinity } = path ?? {};
  const bars = source === null && Array.isArray(timeline.reveal) ? timeline.reveal : [];
  const hidden = {};
  for (const bar of bars) {
    // The bar's entry, its id spelled as the bar's or canonically the same, as the service matches ids.
    const key = previous?.hidden == null ? undefined : Object.keys(previous.hidden).find(name => name.normalize('NFD') === bar.section.normalize('NFD'));
    const given = key === undefined ? null : previous.hidden[key];
    const amount = barHidden(bar, offset, previous == null ? null : { offset: previous.offset, hidden: given }, maxOffset);
    hidden[bar.section] = amount;
    const slide = slideOf(timeline, bar);
    const followed = offset < 0 ? offset : offset - amount + Math.min(bar.length, Math.max(maxOffset, 0));
    timeline.tracks.forEach((track, index) => {
      if (track.section === bar.section) {
        // Past the start the bar is a plain header, pulled down with the content.
        values[index] = trackValue(track, offset < 0 ? offset : amount);
      } else if (Array.isArray(bar.follow) && bar.follow.includes(track.section) && track.item !== '*') {
        const moved = track.layer == null && slide && track.property === slide.property ? slide.direction * (followed - offset) : 0;
        const value = trackValue(track, followed);
        values[index] = value === null ? null : value - moved;
      }
    });
  }
  return { values, previous: { offset, hidden: bars.length > 0 ? hidden : previous?.hidden ?? null } };
}

/** The bar's position along the axis as the timeline gives it (frame.y, or frame.x in a horizontal scene) and which
 * way it moves as the offset grows past the start (−1, or +1 at the right-hand edge right to left); null when it
 * never moves. */
function slideOf(timeline, bar) {
  for (const track of timeline.tracks) {
    if (track.section !== bar.section || track.layer != null || (track.property !== 'frame.x' && track.property !== 'frame.y')) continue;
    const [start, moved] = [trackValue(track, 0), trackValue(track, Math.min(bar.length, 1))];
    if (start !== null && moved !== null && moved !== start) return { property: track.property, direction: moved < start ? -1 : 1 };
  }
  return null;
}

/** The hidden amount of a bar that hides and returns (an entry of a timeline's `reveal`) in the frame at `offset`, after
 * the frame `previous` (`{offset, hidden}`, hidden the bar's amount there; null or absent: the forward path from the
 * start), the scene scrolling to `maxOffset`: with c(x) = clamp(x, 0, maxOffset),
 * s = clamp(s₀ + c(o) − c(p), 0, min(h, c(o))); s₀ missing is min(h, c(p)), above h is h; without `previous`,
 * s = min(h, c(o)). Keep the answer as the next frame's `previous.hidden`. */
export function barHidden(bar, offset, previous = null, maxOffset = Infinity) {
  const clamp = x => Math.min(Math.max(x, 0), Math.max(maxOffset, 0));
  const [length, now] = [Math.max(bar.length, 0), clamp(offset)];
  if (previous == null) return Math.min(length, now);
  const before = clamp(previous.offset);
  const given = previous.hidden == null ? Math.min(length, before) : Math.min(Math.max(previous.hidden, 0), length);
  return Math.min(Math.max(given + now - before, 0), Math.min(length, now));
}

const easings = new Map();

/** The timing function a timeline's easing text names (canonical CSS: `linear`, `ease`, `ease-in`, `ease-out`,
 * `ease-in-out`, `cubic-bezier(x1, y1, x2, y2)`, `steps(n, position)`, `step-start`, `step-end`), as the contract
 * evaluates it: a curve by 60 halvings of its parameter, exact at 0 and 1, CSS's tangent lines outside [0, 1]; a
 * staircase without the before flag, nudged by 1e-9, going on outside [0, 1]. Text that is not a valid easing (an
 * unknown name, a wrong count of arguments, a curve's x outside [0, 1], steps that are not a whole number ≥ 1) is
 * linear. */
export function easingFunction(text) {
  let easing = easings.get(text);
  if (easing) return easing;
  const named = { linear: null, ease: [0.25, 0.1, 0.25, 1], 'ease-in': [0.42, 0, 1, 1], 'ease-out': [0, 0, 0.58, 1],
    'ease-in-out': [0.42, 0, 0.58, 1], 'step-start': ['1', 'jump-start'], 'step-end': ['1', 'jump-end'] };
  const call = /^([a-z-]+)\((.*)\)$/.exec(String(text));
  const isNamed = Object.prototype.hasOwnProperty.call(named, text);
  const args = isNamed ? named[text] ?? [] : call ? call[2].split(',').map(part => part.trim()) : [];
  const name = isNamed ? (text.startsWith('step') ? 'steps' : 'cubic-bezier') : call ? call[1] : null;
  const [n, position = 'jump-end'] = [Number(args[0]), args[1]];
  const curve = args.map(Number);
  if (name === 'steps' && args.length <= 2 && Number.isInteger(n) && n >= (position === 'jump-none' ? 2 : 1)
      && ['jump-start', 'jump-end', 'jump-both', 'jump-none', 'start', 'end'].includes(position)) easing = steps(n, position);
  else if (name === 'cubic-bezier' && curve.length === 4 && curve.every(Number.isFinite) && curve[0] >= 0 && curve[0] <= 1
      && curve[2] >= 0 && curve[2] <= 1) easing = bezier(...curve);
  else easing = p => p;
  if (easings.size < 1000) easings.set(text, easing);
  return easing;
}

function bezier(x1, y1, x2, y2) {
  const at = (a, b, t) => { const s = 1 - t; return 3 * s * s * t * a + 3 * s * t * t * b + t * t * t; };
  return p => {
    if (p < 0) return x1 > 0 ? p * y1 / x1 : x2 > 0 ? p * y2 / x2 : 0;
    if (p > 1) return x2 < 1 ? 1 + (p - 1) * (y2 - 1) / (x2 - 1) : x1 < 1 ? 1 + (p - 1) * (y1 - 1) / (x1 - 1) : 1;
    if (p === 0 || p === 1) return p;
    let low = 0, high = 1;
    for (let step = 0; step < 60; step++) {
      const middle = (low + high) / 2;
      if (at(x1, x2, middle) < p) low = middle; else high = middle;
    }
    return at(y1, y2, (low + high) / 2);
  };
}

function steps(n, position) {
  const start = position === 'jump-start' || position === 'start' || position === 'jump-both' ? 1 : 0;
  const levels = position === 'jump-both' ? n + 1 : position === 'jump-none' ? n - 1 : n;
  return p => {
    let step = Math.floor(p * n + 1e-9) + start;
    if (p >= 0 && p <= 1) step = Math.min(Math.max(step, 0), levels);
    return step / Math.max(levels, 1);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Asking the service

/** A problem+json answer (RFC 9457), thrown by every method of `ScrollFXClient` for an answer that is not a success:
 * `type`, `title`, `detail` and `pointer` (the JSON Pointer of the field at fault) as the service sent them, `status`
 * the answer's HTTP status. */
export class ScrollFXError extends Error {
  constructor(problem, status) {
    super(typeof problem.detail === 'string' ? problem.detail : typeof problem.title === 'string' ? problem.title : `HTTP ${status}`);
    this.name = 'ScrollFXError';
    this.type = typeof problem.type === 'string' ? problem.type : 'about:blank';
    this.title = typeof problem.title === 'string' ? problem.title : '';
    this.status = status;
    this.detail = typeof problem.detail === 'string' ? problem.detail : '';
    this.pointer = typeof problem.pointer === 'string' ? problem.pointer : null;
    this.problem = problem;
  }
}

/** The problem type of `404` for an id whose scene is not held (any more): send it again. */
export const sceneNotHeld = 'urn:scrollfx:problem:scene-not-held';

const media = { json: 'application/json', css: 'text/css', html: 'text/html' };

/** A client of one ScrollFX service: one method per endpoint, answers as parsed JSON (text for CSS, HTML and SVG),
 * problems thrown as `ScrollFXError`. `fetch` may be injected (tests, React Native, a fetch with retries). */
export class ScrollFXClient {
  constructor(baseURL, { apiKey = null, fetch = globalThis.fetch } = {}) {
    if (typeof fetch !== 'function') throw new TypeError('ScrollFXClient needs a fetch function');
    this.baseURL = String(baseURL).replace(/\/+$/, '');
    this.apiKey = apiKey;
    // Called as a plain function: a browser's fetch refuses any other `this` ("Illegal invocation").
    this.fetch = (url, init) => fetch(url, init);
  }

  /** `POST /v1/frame`: the frame of `scene` at its offset. */
  frame(scene) { return this.send('POST', '/v1/frame', scene); }
  /** `POST /v1/frames`: one frame of `scene` per offset. */
  frames(scene, offsets) { return this.send('POST', '/v1/frames', { ...scene, offsets }); }
  /** `POST /v1/timeline`: the timeline of `request` (`{scene, source, from, to, tolerance, tracks, held, …}`) as JSON,
   * or with `accept` `'css'` or `'html'` its style sheet or page, as text. */
  timeline(request, { accept = 'json' } = {}) { return this.send('POST', '/v1/timeline', request, media[accept] ?? accept); }
  /** `POST /v1/snap`: where a fling of `request.velocity` comes to rest. */
  snap(request) { return this.send('POST', '/v1/snap', request); }
  /** `POST /v1/locate`: the offset that shows an item where asked. */
  locate(request) { return this.send('POST', '/v1/locate', request); }
  /** `POST /v1/preview`: the scene's frames drawn as SVG text. */
  preview(request) { return this.send('POST', '/v1/preview', request, 'image/svg+xml'); }
  /** `GET /v1/presets`: the named presets. */
  presets() { return this.send('GET', '/v1/presets'); }
  /** `GET /healthz`. */
  health() { return this.send('GET', '/healthz'); }

  /** `POST /v1/scenes`: holds `scene` and answers a `HeldScene`, whose questions are `GET`s by id that HTTP caches keep. */
  async hold(scene) {
    const { id } = await this.send('POST', '/v1/scenes', scene);
    return new HeldScene(this, id, scene);
  }

  /** One request; the answer's JSON (or text), or a thrown `ScrollFXError`. */
  async send(method, path, body, accept = 'application/json') {
    const headers = { Accept: accept };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.apiKey) headers.Authorization = `Bearer ${this.apiKey}`;
    const response = await this.fetch(this.baseURL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok) {
      const text = await response.text();
      let problem = {};
      try { problem = type.includes('json') ? JSON.parse(text) : {}; } catch { problem = {}; }
      throw new ScrollFXError(problem && typeof problem === 'object' ? problem : {}, response.status);
    }
    return type.includes('json') ? response.json() : response.text();
  }
}

/** A scene held by the service, asked about by id with `GET`s. Each method sends the scene again (`PUT
 * /v1/scenes/{id}`) and asks once more when the service answers that it no longer holds it (404 scene-not-held), as
 * a replica behind a load balancer may. Parameters are the members of the `POST` body they stand for. */
export class HeldScene {
  constructor(client, id, scene) {
    this.client = client;
    this.id = id;
    this.scene = scene;
  }

  /** The scene's canonical form. */
  canonical() { return this.ask('', {}); }
  /** The frame at `offset`; `carouselOffsets` gives carousels' own offsets by id. */
  frame({ offset, carouselOffsets = {} } = {}) {
    const query = { offset };
    for (const [id, value] of Object.entries(carouselOffsets)) query[`offset.${id}`] = value;
    return this.ask('/frame', query);
  }
  /** One frame per offset. */
  frames(offsets) { return this.ask('/frames', { offsets: offsets.join(',') }); }
  /** The timeline (`source`, `from`, `to`, `tolerance`, `tracks`, `held`), as JSON or, with `accept`, CSS or a page. */
  timeline(parameters = {}, { accept = 'json' } = {}) { return this.ask('/timeline', parameters, media[accept] ?? accept); }
  /** Where a fling comes to rest (`target`, `velocity`, `deceleration`, `limit`, `offset`). */
  snap(parameters) { return this.ask('/snap', parameters); }
  /** The offset that shows an item (`section`, `item`, `align`, `fraction`, `offset`). */
  locate(parameters) { return this.ask('/locate', parameters); }
  /** The frames at `offsets` drawn as SVG. */
  preview(offsets) { return this.ask('/preview', offsets === undefined ? {} : { offsets: offsets.join(',') }, 'image/svg+xml'); }

  /** `GET /v1/scenes/{id}<path>?<query>`, with the scene sent again once if it was not held. */
  async ask(path, parameters, accept = 'application/json') {
    const query = Object.entries(parameters).filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&');
    const url = `/v1/scenes/${encodeURIComponent(this.id)}${path}${query ? `?${query}` : ''}`;
    try {
      return await this.client.send('GET', url, undefined, accept);
    } catch (error) {
      if (!(error instanceof ScrollFXError) || error.status !== 404 || error.type !== sceneNotHeld) throw error;
      await this.client.send('PUT', `/v1/scenes/${encodeURIComponent(this.id)}`, this.scene);
      return this.client.send('GET', url, undefined, accept);
    }
  }
}
