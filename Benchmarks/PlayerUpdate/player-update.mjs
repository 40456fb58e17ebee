// What one player update costs in the client's valuesAt: every track of a timeline read at the scroll offset, and
// each of 100 elements given its values (a track shared by position read at the element's own position), as a player
// does once per animation frame. Run by scripts/bench-player, which writes the inputs from the shared typical scene.
//
//   node Benchmarks/PlayerUpdate/player-update.mjs <timeline.json> <frame.json> [elements]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { valuesAt } from '../../Clients/typescript/scrollfx.mjs';

const [timeline, frame] = process.argv.slice(2, 4).map(path => JSON.parse(readFileSync(path, 'utf8')));
const wanted = Number(process.argv[4] ?? 100);

// The elements: cards of the scene's first list (the item and each layer path its tracks name), as many cards as
// it takes to reach `wanted` elements, each card one stride further down than the last.
const section = frame.sections.find(candidate => candidate.kind === 'list' && candidate.items.length >= 2);
const [first, second] = section.items;
const stride = second.frame.y - first.frame.y;
const paths = [...new Set(timeline.tracks.filter(track => track.section === section.id).map(track => JSON.stringify(track.layer ?? null)))];
const elements = [];
for (let card = 0; elements.length < wanted; card += 1) {
  for (const path of paths) {
    if (elements.length === wanted) break;
    const tracks = [];
    timeline.tracks.forEach((track, index) => {
      if (track.section === section.id && JSON.stringify(track.layer ?? null) === path && (track.item === '*' || track.item === first.index + card)) tracks.push(index);
    });
    elements.push({ card, tracks, style: {} });
  }
}
const carouselOffsets = Object.fromEntries(frame.sections.filter(candidate => candidate.kind === 'carousel').map(candidate => [candidate.id, candidate.offset]));

function update(offset) {
  const values = valuesAt(timeline, offset, carouselOffsets);
  // Positions move one for one with the scene's offset (the frame was taken at frame.offset).
  const top = first.frame.y - (offset - frame.offset);
  for (const element of elements) {
    const position = top + element.card * stride;
    for (const index of element.tracks) {
      const value = values[index];
      element.style[timeline.tracks[index].property] = typeof value === 'function' ? value(position) : value;
    }
  }
}

const [from, to] = [timeline.from, timeline.to];
const updates = 200, rounds = 200;
const samples = [];
for (let round = 0; round < rounds; round += 1) {
  const start = performance.now();
  for (let step = 0; step < updates; step += 1) update(from + ((to - from) * ((round * updates + step) % 997)) / 996);
  samples.push(((performance.now() - start) * 1000) / updates);
}
samples.sort((a, b) => a - b);
const tracksPerElement = elements.reduce((sum, element) => sum + element.tracks.length, 0) / elements.length;
console.log(`player update, ${elements.length} elements (${tracksPerElement.toFixed(1)} tracks each) of a timeline of ${timeline.tracks.length} tracks:`
  + ` p50 ${samples[rounds / 2].toFixed(2)} µs, p90 ${samples[Math.floor(rounds * 0.9)].toFixed(2)} µs (goal ≤ 50 µs)`);
