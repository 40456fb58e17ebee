// barHidden, hand-derived from the contract's s = clamp(s₀ + c(o) − c(p), 0, min(h, c(o))): the path a page's player
// and a native front-end keep, the same numbers as the engine's frames (RevealBarTests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { barHidden, valuesAt } from '../../Clients/typescript/scrollfx.mjs';

const bar = { section: 'toolbar', length: 56, inset: 0, threshold: 0.5, follow: ['tabs'] };

test('the forward path without a frame before: min(h, c(o))', () => {
  assert.deepEqual([0, 30, 56, 600, -40].map(offset => barHidden(bar, offset)), [0, 30, 56, 56, 0]);
  // Clamped to the scroll range: past the end it stays where the end puts it.
  assert.equal(barHidden(bar, 5000, null, 40), 40);
});

test('down 600, back 50, back to the top, down again: 56, 6, 0, 56', () => {
  let previous = null;
  const path = [600, 550, 0, 300].map(offset => {
    const hidden = barHidden(bar, offset, previous);
    previous = { offset, hidden };
    return hidden;
  });
  assert.deepEqual(path, [56, 6, 0, 56]);
});

test('a scene shorter than its viewport (maxOffset below 0) and a bar of no length hide nothing', () => {
  assert.equal(barHidden(bar, 30, null, -10), 0);
  assert.equal(barHidden({ ...bar, length: -5 }, 30), 0);
});

test('a jump back past h shows it whole; forward from shown hides by the step; a missing or large amount', () => {
  assert.equal(barHidden(bar, 500, { offset: 600, hidden: 56 }), 0);
  assert.equal(barHidden(bar, 520, { offset: 500, hidden: 0 }), 20);
  assert.equal(barHidden(bar, 580, { offset: 600 }), 36);
  assert.equal(barHidden(bar, 580, { offset: 600, hidden: 1000 }), 36);
  // Over-scroll past the end moves it not.
  assert.equal(barHidden(bar, 3460, { offset: 3260, hidden: 20 }, 3260), 20);
});

test('valuesAt along a path: the bar read at s, at the offset past the start; its entry found by a canonically equal id', () => {
  const ramp = [[-100, 100], [0, 0], [56, -56], [1000, -56]];
  const timeline = { source: null, reveal: [{ ...bar, section: 'caf\u00e9', follow: [] }], tracks: [
    { section: 'caf\u00e9', item: 0, layer: null, property: 'frame.y', keyframes: ramp },
  ] };
  // Forward to 600 (s = 56), back to 550 (s = 6): the bar at −6.
  const down = valuesAt(timeline, 600, {}, null, { previous: null, maxOffset: 1000 });
  assert.deepEqual([down.values[0], down.previous.hidden['caf\u00e9']], [-56, 56]);
  const back = valuesAt(timeline, 550, {}, null, { previous: { offset: 600, hidden: { 'cafe\u0301': 56 } }, maxOffset: 1000 });
  assert.equal(back.values[0], -6);
  // Pulled 50 past the start: a plain header, read at −50.
  assert.equal(valuesAt(timeline, -50, {}, null, { previous: null, maxOffset: 1000 }).values[0], 50);
});
