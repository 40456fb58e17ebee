// What the client's player reads from every parity fixture, for the engine's tests to compare with
// Timeline.values(at:) on the same inputs (ParityFixtureTests): for each timeline of each fixture, every track at its
// own probe keys (each keyframe, the quarter points of each segment, just past either end) by trackValue, and
// valuesAt at each of the fixture's offsets, a track shared by position read at its probe keys.
//
//   node Tests/Clients/values-at.mjs > values.json
import { trackValue, valuesAt } from '../../Clients/typescript/scrollfx.mjs';
import { fixtures, scrollState } from './parity.mjs';

/** The keys a track is probed at. */
export function probes(track) {
  const keys = [];
  const keyframes = track.keyframes;
  keyframes.forEach(([key], index) => {
    keys.push(key);
    const next = keyframes[index + 1];
    if (next && next[0] > key) for (const fraction of [0.25, 0.5, 0.75]) keys.push(key + (next[0] - key) * fraction);
  });
  if (keyframes.length > 0) keys.push(keyframes[0][0] - 1, keyframes[keyframes.length - 1][0] + 1);
  return keys;
}

const answer = {};
for (const fixture of fixtures()) {
  for (const [kind, timeline] of Object.entries(fixture.timelines)) {
    if (!timeline.tracks) continue;
    const tracks = timeline.tracks.map(track => probes(track).map(key => [key, trackValue(track, key)]));
    const states = fixture.offsets.map(offset => {
      const state = scrollState(fixture.request, offset);
      const values = valuesAt(timeline, state.offset, state.carouselOffsets, state.sceneOffset);
      return { ...state, values: values.map((value, index) =>
        typeof value === 'function' ? probes(timeline.tracks[index]).map(key => [key, value(key)]) : value) };
    });
    answer[`${fixture.name} ${kind}`] = { tracks, states };
  }
}
process.stdout.write(JSON.stringify(answer));
