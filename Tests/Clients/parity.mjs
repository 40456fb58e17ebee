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

/** Whether `value` stands within the timeline's tolerance of the entry's `property`, by the contract's ruling (as the
 * engine's tests rule it, TrackChecks.swift): points for positions and sizes, the farthest corner's travel for scale
 * and rotation, 1/255 for opacity and blur. */
export function isWithin(value, entry, property, tolerance) {
  const error = Math.abs(value - read(entry, property));
  const { frame, transform: { anchor, scale } } = entry;
  const reachX = frame.width * Math.max(anchor.x, 1 - anchor.x), reachY = frame.height * Math.max(anchor.y, 1 - anchor.y);
  const moved = {
    'transform.scale.x': error * reachX,
    'transform.scale.y': error * reachY,
    'transform.rotation': Math.hypot(scale.x * reachX, scale.y * reachY) * error * Math.PI / 180,
    'transform.rotateY': scale.x * frame.width * error * Math.PI / 180,
  }[property] ?? error;
  const allowed = property === 'transform.opacity' || property === 'transform.blur' ? 1 / 255 : tolerance;
  return moved <= allowed * (1 + 1e-9) + 1e-12;
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
