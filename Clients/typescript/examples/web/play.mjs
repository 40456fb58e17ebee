// A web page's parallax cards, played from a timeline fetched once: no request while scrolling.
import { ScrollFXClient, valuesAt } from '../../scrollfx.mjs';

export const scene = {
  viewport: { width: 390, height: 600 },
  sections: [{ id: 'cards', kind: 'list', count: 12, itemSize: { height: 260 }, spacing: 24, padding: 16, cornerRadius: 24,
               layers: [{ id: 'background', overscan: { x: 1, y: 1.5 }, effects: [{ type: 'parallax', rate: 0.1 }] }] }],
};
// The service: `?service=<its URL>` (which lists this page's origin in cors.allowedOrigins), else this page's origin.
const service = new URLSearchParams(location.search).get('service') ?? location.origin;

/** Holds the scene, fetches its timeline once, lays the cards out and plays the timeline on every scroll. */
async function start() {
  const client = new ScrollFXClient(service);
  const held = await client.hold(scene);                                   // sent once, asked about by id
  const [timeline, frame] = await Promise.all([held.timeline({ tracks: 'shared' }), held.frame({ offset: 0 })]);

  // The cards where the layout puts them (content coordinates: the frame's y at offset 0), each with its layer.
  const scroller = document.getElementById('scroller'), content = document.getElementById('content');
  content.style.height = `${frame.contentSize.height}px`;
  const cards = [];
  for (let index = 0; index < scene.sections[0].count; index += 1) {
    const card = Object.assign(document.createElement('div'), { className: 'card' });
    card.style.top = `${16 + index * (260 + 24)}px`;
    card.append(Object.assign(document.createElement('div'), { className: 'background' }));
    content.append(card);
    cards.push({ index, top: 16 + index * (260 + 24), layer: card.firstChild });
  }

  // On scroll: every track at the offset; a track shared by position is read at each card's own leading edge.
  const play = () => {
    const offset = scroller.scrollTop;
    const values = valuesAt(timeline, offset);
    timeline.tracks.forEach((track, index) => {
      if (track.section !== 'cards' || track.property !== 'transform.translate.y') return;
      for (const card of cards) {
        const value = typeof values[index] === 'function' ? values[index](card.top - offset) : values[index];
        if (value !== null && (track.item === '*' || track.item === card.index)) card.layer.style.translate = `0 ${value}px`;
      }
    });
  };
  scroller.addEventListener('scroll', () => requestAnimationFrame(play), { passive: true });
  play();
}

start().then(() => { document.body.dataset.playing = 'true'; }, error => { document.body.dataset.error = String(error); throw error; });
