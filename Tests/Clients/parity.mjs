// Reading the parity fixtures (Tests/Fixtures/parity): a track's element in a /v1/frame answer, the offsets of the
// scroll containers a timeline is played with, and how far a track may stand from the frame (the timeline's tolerance).
import { readdirSync, readFileSync } from 'node:fs';

export const folder = new URL('../Fixtures/parity/', import.meta.url);

/** Every fixture: `{name, request, offsets, timelines: {perItem, shared}, frames}`. */
export function fixtures() {
  return readdirSync(folder).filter(name => name.endsWith('.json')).sort()
    .map(name => ({ name: name.slice(0, -5), ...JSON.parse(readFileSync(new URL(name, folder), 'utf8')) }));
}

/** The entry of a track's element in `frame`: its section's header or listed item (by virtual index where a looping
 * carousel gives one), then its layers by id (`#n`: the n-th), or undefined where it is not listed. */
export function elementOf(frame, track, item = track.item) {
  const section = frame.sections.find(candidate => candidate.id === track.section);
  if (!section) return undefined;
  let entry = track.header ? section.header ?? undefined : section.items.find(candidate => (candidate.virtualIndex ?? candidate.index) === item);
  for (const id of track.layer ?? []) {
    if (!entry) return undefined;
    entry = id.startsWith('#') ? entry.layers[Number(id.slice(1))] : entry.layers.find(layer => layer.id === id);
  }
  return entry;
}

/** The number at a dotted path (`transform.translate.y`) of an entry. */
export function read(entry, property) {
  return property.split('.').reduce((value, name) => value?.[name], entry);
}

/** How far a track's value may stand from the frame's: the tolerance for positions and sizes; for scale and rotation
 * what moves a corner of the element by it; 1/255 for opacity and blur (and a billionth for rounding). */
export function bound(property, entry, tolerance) {
  const slack = 1e-9;
  if (property === 'transform.opacity' || property === 'transform.blur') return 1 / 255 + slack;
  const reach = Math.max(Math.hypot(entry.frame.width, entry.frame.height) / 2, 1e-9);
  if (property.startsWith('transform.scale')) return tolerance / reach + slack;
  if (property === 'transform.rotation' || property === 'transform.rotateY') return (tolerance / reach) * 180 / Math.PI + slack;
  return tolerance + slack;
}

/** The arguments `valuesAt` is played with at a fixture's k-th offset: the source's offset, each carousel's own offset
 * (as the scene has it) and the scene's. */
export function scrollState(request, offset) {
  const scene = request.scene, source = request.source ?? null;
  const carouselOffsets = {};
  for (const section of scene.sections) {
    if (section.kind === 'carousel' && section.id !== source) carouselOffsets[section.id] = section.offset ?? 0;
  }
  return { offset, carouselOffsets, sceneOffset: source === null ? offset : scene.offset ?? 0 };
}

/** The axis an item of `section` moves along in its container: a carousel's is x, else the scene's. */
export function itemAxis(request, sectionId) {
  const section = request.scene.sections.find(candidate => candidate.id === sectionId);
  return section?.kind === 'carousel' || request.scene.axis === 'horizontal' ? 'x' : 'y';
}

/** Whether a jump (two keyframes at one key) lies within a millionth of `key`, where either side is right. */
export function nearJump(track, key) {
  const keyframes = track.keyframes;
  return keyframes.some((keyframe, index) => index > 0 && keyframes[index - 1][0] === keyframe[0] && Math.abs(keyframe[0] - key) < 1e-6);
}
