// The timeline player's interpolation against timelines the service answers (node --test Tests/Player).
//
// Each case in cases/ holds a timeline of POST /v1/timeline and /v1/frame's answers at a few offsets, recorded by
// PlayerCaseTests (which checks they are still what the service answers). At every recorded offset each track, read
// by the player's valueAt at that offset (or, shared, at each listed item's leading edge or its container's offset),
// must give the frame's value within the timeline's tolerance: points for positions and sizes, corner travel for scale
// and rotation, 1/255 for opacity and blur. A timeline asked with `held` must also leave no listed element without a
// value for a property the player writes on another element of its section (the same layer).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { valueAt, declarations, groupTracks } from '../../Sources/ScrollFXServer/Resources/timeline-player.js';
import { easingFunction } from '../../Clients/typescript/scrollfx.mjs';

const folder = new URL('./cases/', import.meta.url);
const cases = readdirSync(folder).filter(name => name.endsWith('.json')).sort();
const tolerance = 0.25;

/** The frame entry of an item (by index or virtual index; a header's, with `header`) and layer path, or undefined when it
 * is not listed. */
function entry(frame, section, item, layer, header = false) {
  const found = frame.sections.find(candidate => candidate.id === section);
  let element = header ? found?.header ?? undefined : (found?.items ?? []).find(candidate => (candidate.virtualIndex ?? candidate.index) === item);
  for (const id of layer ?? []) {
    if (!element) return undefined;
    element = element.layers.find((candidate, position) => (candidate.id ?? `#${position}`) === id);
  }
  return element;
}

const read = (element, path) => path.split('.').reduce((value, key) => value?.[key], element);

/** How far `actual` may be from `expected` for `property` of an element of `size`. */
function allowed(property, element) {
  if (property.endsWith('opacity') || property.endsWith('blur')) return 1 / 255 + 1e-9;
  const length = Math.max(element.frame.width, element.frame.height, 1);
  if (property.includes('scale')) return tolerance / length + 1e-9;
  if (property.endsWith('rotation') || property.endsWith('rotateY')) return (tolerance / length) * (180 / Math.PI) * 2 + 1e-9;
  return tolerance + 1e-6;
}

test('valueAt interpolates between keyframes and holds beyond the ends', () => {
  const keyframes = [[0, 10], [100, 20], [100, 50], [200, 0]];
  assert.equal(valueAt(keyframes, -5), 10);
  assert.equal(valueAt(keyframes, 50), 15);
  assert.equal(valueAt(keyframes, 100), 50, 'at a step, the value after it');
  assert.equal(valueAt(keyframes, 150), 25);
  assert.equal(valueAt(keyframes, 900), 0);
  assert.equal(valueAt([], 3), undefined);
});

test('declarations write what the sheet would, frame positions in the parent', () => {
  const style = declarations({
    'frame.y': 130, 'frame.height': 80, 'transform.translate.y': -12.5, 'transform.scale.x': 1.5,
    'transform.rotation': 30, 'transform.opacity': 0.4, 'transform.blur': 2, 'transform.rotateY': -20,
  }, { x: 0, y: 100 });
  assert.deepEqual(style, {
    top: '30px', height: '80px', translate: '0px -12.5px', scale: '1.5 1', rotate: '30deg', opacity: '0.4',
    filter: 'blur(2px)', transform: 'translateZ(0px) rotateY(-20deg)',
  });
});

test('groupTracks keeps a header\'s tracks apart from its items, without its own position', () => {
  const track = (item, layer, property, extra = {}) => ({ section: 'a', item, layer, property, keyframes: [[0, 0], [100, 1]], ...extra });
  const { perItem } = groupTracks({ tracks: [
    track(null, null, 'frame.y', { header: true }), track(null, null, 'transform.opacity', { header: true }),
    track(null, ['art'], 'frame.y', { header: true }), track(0, null, 'transform.opacity'),
  ] });
  assert.deepEqual(perItem.map(group => [group.item, group.header ?? false, group.layer, group.tracks.map(({ property }) => property)]), [
    [null, true, null, ['transform.opacity']], [null, true, ['art'], ['frame.y']], [0, false, null, ['transform.opacity']],
  ]);
});

for (const name of cases) {
  test(`${name}: every track gives /v1/frame's value at every recorded offset`, () => {
    const { timeline, frames, axis, held } = JSON.parse(readFileSync(new URL(name, folder), 'utf8'));
    const { perItem, shared } = groupTracks(timeline);
    assert.ok(perItem.length + shared.length > 0, 'the case animates something');
    let compared = 0;
    for (const frame of frames) {
      // Per-item tracks are keyed by the source's offset: the scene's, or its carousel's own.
      const at = timeline.source == null ? frame.offset : frame.sections.find(section => section.id === timeline.source).offset;
      for (const group of perItem) {
        for (const track of group.tracks) {
          const keys = track.keyframes.map(([x]) => x);
          if (at < keys[0] || at > keys[keys.length - 1]) continue;
          const element = entry(frame, group.section, group.item, group.layer, group.header);
          if (!element) continue;
          const [actual, expected] = [valueAt(track.keyframes, at), read(element, track.property) ?? 0];
          assert.ok(Math.abs(actual - expected) <= allowed(track.property, element),
            `${group.section} ${group.item} ${JSON.stringify(group.layer)} ${track.property} at ${at}: ${actual} ≠ ${expected}`);
          compared += 1;
        }
      }
      for (const group of shared) {
        const section = frame.sections.find(candidate => candidate.id === group.section);
        // Keyed by the item's leading edge along its container's axis (a carousel's is horizontal, the scene's its
        // own), or by that container's offset.
        const alongX = section.kind === 'carousel' || axis === 'horizontal';
        const containerOffset = section.kind === 'carousel' ? section.offset : frame.offset;
        for (const item of section.items) {
          const position = group.key === 'offset' ? containerOffset : alongX ? item.frame.x : item.frame.y;
          const element = entry(frame, group.section, item.virtualIndex ?? item.index, group.layer);
          for (const track of group.tracks) {
            const [actual, expected] = [valueAt(track.keyframes, position), read(element, track.property) ?? 0];
            assert.ok(Math.abs(actual - expected) <= allowed(track.property, element),
              `${group.section} item ${item.index} ${JSON.stringify(group.layer)} ${track.property} at ${frame.offset}: ${actual} ≠ ${expected}`);
            compared += 1;
          }
        }
      }
    }
    assert.ok(compared >= frames.length, `compared ${compared} values`);
    if (held) assertComplete(timeline, frames, perItem, shared);
  });
}

/** Every item listed in `frames` has, for each property some item of its section and layer path is played with, a
 * shared track or a per-item track covering the source's offset there. (A header is an element of its own.) */
function assertComplete(timeline, frames, everyPerItem, shared) {
  const perItem = everyPerItem.filter(group => !group.header);
  const played = new Set([...perItem, ...shared].flatMap(group => group.tracks.map(track =>
    `${group.section} ${JSON.stringify(group.layer)} ${track.property}`)));
  const covered = new Set(shared.flatMap(group => group.tracks.map(track => `${group.section} ${JSON.stringify(group.layer)} ${track.property}`)));
  for (const frame of frames) {
    const at = timeline.source == null ? frame.offset : frame.sections.find(section => section.id === timeline.source).offset;
    const own = new Set(perItem.flatMap(group => group.tracks.filter(track => track.keyframes[0][0] <= at && at <= track.keyframes.at(-1)[0])
      .map(track => `${group.section} ${group.item} ${JSON.stringify(group.layer)} ${track.property}`)));
    for (const section of frame.sections) {
      for (const item of section.items) {
        const index = item.virtualIndex ?? item.index;
        const visit = (element, layer) => {
          for (const key of played) {
            const [id, path, property] = key.split(' ');
            if (id !== section.id || path !== JSON.stringify(layer)) continue;
            assert.ok(covered.has(key) || own.has(`${id} ${index} ${path} ${property}`),
              `${id} item ${index} ${path} has no ${property} at ${at}`);
          }
          element.layers?.forEach((child, position) => visit(child, [...(layer ?? []), child.id ?? `#${position}`]));
        };
        visit(item, null);
      }
    }
  }
}

test('easingFunction evaluates every easing as the service does, at 200 points each', () => {
  const recorded = JSON.parse(readFileSync(new URL('./easings.json', import.meta.url)));
  let checked = 0;
  for (const [text, points] of Object.entries(recorded)) {
    const easing = easingFunction(text);
    for (const [p, expected] of points) {
      assert.ok(Math.abs(easing(p) - expected) <= 1e-12, `${text} at ${p}: ${easing(p)} vs ${expected}`);
      checked += 1;
    }
  }
  assert.ok(checked > 2000);
});

test('valueAt eases a segment by its keyframe\'s easing and takes the later of two keyframes at one offset', () => {
  const keyframes = [[0, 0, 'steps(4, jump-end)'], [100, 40], [100, 60], [200, 100, 'ease-in'], [300, 0]];
  assert.equal(valueAt(keyframes, 30), 10);
  assert.equal(valueAt(keyframes, 99), 30);
  assert.equal(valueAt(keyframes, 100), 60);
  assert.equal(valueAt(keyframes, 150), 80);
  assert.ok(Math.abs(valueAt(keyframes, 250) - (100 - 100 * easingFunction('ease-in')(0.5))) < 1e-12);
});
