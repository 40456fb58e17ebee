// barHidden, hand-derived from the contract's s = clamp(s₀ + c(o) − c(p), 0, min(h, c(o))): the path a page's player
// and a native front-end keep, the same numbers as the engine's frames (RevealBarTests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { barHidden } from '../../Clients/typescript/scrollfx.mjs';

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

test('a jump back past h shows it whole; forward from shown hides by the step; a missing or large amount', () => {
  assert.equal(barHidden(bar, 500, { offset: 600, hidden: 56 }), 0);
  assert.equal(barHidden(bar, 520, { offset: 500, hidden: 0 }), 20);
  assert.equal(barHidden(bar, 580, { offset: 600 }), 36);
  assert.equal(barHidden(bar, 580, { offset: 600, hidden: 1000 }), 36);
  // Over-scroll past the end moves it not.
  assert.equal(barHidden(bar, 3460, { offset: 3260, hidden: 20 }, 3260), 20);
});
