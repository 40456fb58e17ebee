// The client's valuesAt against every parity fixture: each track equal to its keyframes' interpolation to 1e-9, and
// each listed element within the timeline's tolerance of the fixture's /v1/frame at every one of its 50 offsets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { easingFunction, trackValue, valuesAt } from '../../Clients/typescript/scrollfx.mjs';
import { elementOf, isWithin, fixtures, itemAxis, nearJump, read, scrollState } from './parity.mjs';

const all = fixtures();

test('easing text that is not a valid easing is linear; valid text is eased', () => {
  for (const text of ['cubic-bezier()', 'cubic-bezier(1, 2)', 'cubic-bezier(2, 0, 0.5, 1)', 'cubic-bezier(0, NaN, 1, 1)', 'steps(1e400)',
                      'steps(-3)', 'steps(0)', 'steps()', 'steps(2.5)', 'steps(1, jump-none)', 'steps(2, sideways)', 'nonsense', '']) {
    assert.equal(easingFunction(text)(0.3), 0.3, text);
  }
  assert.equal(easingFunction('steps(2, jump-none)')(0.6), 1);
  assert.equal(easingFunction('steps(4)')(0.3), 0.25);
});

test('valuesAt: a header\'s track is read at the offset even if it calls itself shared; null carouselOffsets and undefined entries are the scene\'s', () => {
  const ramp = [[0, 0], [100, 100]];
  const timeline = { source: null, tracks: [
    { section: 'h', item: '*', header: true, layer: null, property: 'frame.y', keyframes: ramp },
    { section: 'c', item: '*', key: 'offset', layer: null, property: 'transform.opacity', keyframes: ramp },
  ] };
  assert.deepEqual(valuesAt(timeline, 40, null), [40, 40]);
  assert.deepEqual(valuesAt(timeline, 40, { c: undefined }), [40, 40]);
  assert.deepEqual(valuesAt(timeline, 40, { c: 70 }), [40, 70]);
  assert.deepEqual(valuesAt({ ...timeline, source: 'k' }, 40, {}), [40, null]);
  assert.deepEqual(valuesAt({ ...timeline, source: 'k' }, 40, {}, 90), [40, 90]);
});

test('there are at least 30 fixtures, and every one of them plays some tracks', () => {
  assert.ok(all.length >= 30, `${all.length} fixtures`);
  const played = all.filter(fixture => Object.values(fixture.timelines).some(timeline => timeline.tracks?.length > 0));
  assert.ok(played.length >= all.length - 1, 'only the screen that does not scroll has no tracks');
});

for (const fixture of all) {
  for (const [kind, timeline] of Object.entries(fixture.timelines)) {
    if (!timeline.tracks) continue;

    test(`${fixture.name} (${kind}): every track is its keyframes' interpolation, to 1e-9`, () => {
      for (const track of timeline.tracks) {
        const keyframes = track.keyframes;
        keyframes.forEach(([key, value, easing], index) => {
          const next = keyframes[index + 1];
          // A segment eased by jump-start steps shows E(0) of its way at its first keyframe already.
          const shown = easing === undefined || !next ? value : value + (next[1] - value) * easingFunction(easing)(0);
          if (!nearJump(track, key)) assert.ok(Math.abs(trackValue(track, key) - shown) <= 1e-9, `${track.property} at ${key}`);
          if (!next || next[0] === key || easing !== undefined) return;
          const middle = (key + next[0]) / 2;
          assert.ok(Math.abs(trackValue(track, middle) - (value + next[1]) / 2) <= 1e-9 * Math.max(1, Math.abs(value)), `${track.property} at ${middle}`);
        });
        const [first, last] = [keyframes[0][0], keyframes[keyframes.length - 1][0]];
        assert.equal(trackValue(track, first - Math.max(1e-6, Math.abs(first) * 1e-12)), null);
        assert.equal(trackValue(track, last + Math.max(1e-6, Math.abs(last) * 1e-12)), null);
      }
    });

    test(`${fixture.name} (${kind}): every listed element is within the tolerance of /v1/frame at 50 offsets`, () => {
      const tolerance = fixture.request.tolerance ?? 0.25;
      let compared = 0;
      fixture.offsets.forEach((offset, k) => {
        const state = scrollState(fixture.request, offset);
        const values = valuesAt(timeline, state.offset, state.carouselOffsets, state.sceneOffset);
        timeline.tracks.forEach((track, index) => {
          const checks = [];
          if (track.item === '*') {
            // Shared: every listed item of the section, read at its own leading edge or its container's offset.
            const axis = itemAxis(fixture.request, track.section);
            for (const item of frameItems(fixture.frames[k], track.section)) {
              const entry = elementOf(fixture.frames[k], track, item.virtualIndex ?? item.index);
              const byPosition = typeof values[index] === 'function';
              if (entry) checks.push([entry, byPosition ? values[index](item.frame[axis]) : values[index], byPosition ? item.frame[axis] : null]);
            }
          } else {
            const entry = elementOf(fixture.frames[k], track);
            if (entry) checks.push([entry, values[index], offset]);
          }
          for (const [entry, value, key] of checks) {
            if (key !== null && nearJump(track, key)) continue;
            const expected = read(entry, track.property);
            assert.notEqual(value, null, `${track.section}/${track.item}/${track.layer} ${track.property}: no value at ${offset}`);
            assert.ok(isWithin(value, entry, track.property, tolerance),
              `${track.section}/${track.item}/${track.layer} ${track.property} at ${offset}: ${value}, the frame ${expected}`);
            compared += 1;
          }
        });
      });
      assert.ok(compared > 0 || timeline.tracks.length === 0);
    });
  }
}

function frameItems(frame, section) {
  return frame.sections.find(candidate => candidate.id === section)?.items ?? [];
}

// The scripted paths of the scenes with a bar that hides and returns: valuesAt keeps the bar's state from frame to
// frame as a front-end does, and every element of the bar and its followers stands where /v1/frames of the path puts
// it; the state itself is the frames' `hidden`; after the fling, the snap's settled amount read at its resting offset.
const paths = all.filter(fixture => fixture.path);

test('at least two fixtures script a path with a bar', () => {
  assert.ok(paths.length >= 2, `${paths.length}`);
});

for (const fixture of paths) {
  test(`${fixture.name}: down, back a little, to the top, down again and a fling that settles, as /v1/frames of the path`, () => {
    const { offsets, timeline, frames, fling } = fixture.path;
    const tolerance = fixture.request.tolerance ?? 0.25;
    const [bar] = timeline.reveal;
    const moved = new Set([bar.section, ...bar.follow]);
    const maxOffset = frames[0].maxOffset;
    let previous = null, compared = 0;
    const check = (frame, played, offset) => {
      assert.equal(played.previous.hidden[bar.section], frame.sections[0].hidden, `hidden at ${offset}`);
      timeline.tracks.forEach((track, index) => {
        const entry = moved.has(track.section) ? elementOf(frame, track) : undefined;
        if (!entry) return;
        const value = played.values[index];
        assert.notEqual(value, null, `${track.section} ${track.property}: no value at ${offset}`);
        assert.ok(isWithin(value, entry, track.property, tolerance), `${track.section}/${track.layer} ${track.property} at ${offset}: ${value}, the frame ${read(entry, track.property)}`);
        compared += 1;
      });
    };
    offsets.forEach((offset, k) => {
      const played = valuesAt(timeline, offset, {}, null, { previous, maxOffset });
      check(frames[k], played, offset);
      previous = played.previous;
    });
    // The fling from the last frame rests where the snap says, the bar settled as it says.
    assert.deepEqual(fling.request.scene.previous, previous);
    const rest = { offset: fling.snap.offset, hidden: fling.snap.hidden };
    check(fling.frame, valuesAt(timeline, fling.snap.offset, {}, null, { previous: rest, maxOffset }), fling.snap.offset);
    assert.ok(compared >= offsets.length * 2, `${compared}`);
  });
}
