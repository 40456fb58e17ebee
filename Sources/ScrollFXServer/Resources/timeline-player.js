// ScrollFX timeline player, version 1: plays a timeline (the JSON answer of POST /v1/timeline) on a page built as
// the data-sfx-* skeleton, for browsers without CSS scroll-driven animations. Dependency-free ES module.
//
//   import { play, start } from './timeline-player.js';
//   const root = document.querySelector('[data-sfx-scene]');
//   run(root, startData, timeline);   // start(root, startData), then play what the sheet cannot (below)
//
// On every scroll of the timeline's source (the scene's scroller, or the carousel named by `source`) it writes, in
// one animation frame, the value of every track at the source's offset as the inline style the sheet's keyframes
// would give: left/top (frame.x/y, in the element's parent), width/height, translate, scale, rotate, opacity,
// filter: blur() and transform: translateZ() rotateY(). Shared tracks ("item": "*") are read at each rendered
// item's own leading edge (with "key": "offset", at its container's offset), so a page may render only the items in view.
// Headers and pinned sections are `position: sticky` on the page: the browser places them, the player adds their effects.
// A bar that hides and returns (the timeline's `reveal`) depends on the path the scroll took: the player keeps its hidden
// amount s along the real path, one frame after another, writes it to the bar's custom property (--sfx-hidden-k, on the
// scene's content; the bar slides back by it and its followers' stick lines rise by it) and plays the bar's own tracks
// at offset s. With `barsOnly` it does that alone, where the sheet plays the rest.
// It reads a track as the client module scrollfx.mjs does (one implementation); the service serves and inlines the two
// as one module.

import { barHidden, trackValue } from './scrollfx.mjs';

/** The value of `keyframes` ([[x, value], …] or [x, value, "<easing>"], x not decreasing) at `x`, as the client's
 * `trackValue` reads it, but held beyond the ends: a page's scroller may stand a fraction past a track's range. */
export function valueAt(keyframes, x) {
  const last = keyframes.length - 1;
  if (last < 0) return undefined;
  if (x < keyframes[0][0] || last === 0) return keyframes[0][1];
  if (x >= keyframes[last][0]) return keyframes[last][1];
  return trackValue({ keyframes }, x);
}

/** The CSS declarations of an element whose properties (dotted paths, as tracks name them) have `values`; frame.x and
 * frame.y are in the space of `origin` (the element's parent's origin, subtracted). */
export function declarations(values, origin = { x: 0, y: 0 }) {
  const px = value => `${value}px`;
  const get = (name, fallback) => (name in values ? values[name] : fallback);
  const style = {};
  if ('frame.x' in values) style.left = px(values['frame.x'] - origin.x);
  if ('frame.y' in values) style.top = px(values['frame.y'] - origin.y);
  if ('frame.width' in values) style.width = px(values['frame.width']);
  if ('frame.height' in values) style.height = px(values['frame.height']);
  if ('transform.translate.x' in values || 'transform.translate.y' in values) {
    style.translate = `${px(get('transform.translate.x', 0))} ${px(get('transform.translate.y', 0))}`;
  }
  if ('transform.scale.x' in values || 'transform.scale.y' in values) {
    style.scale = `${get('transform.scale.x', 1)} ${get('transform.scale.y', 1)}`;
  }
  if ('transform.rotation' in values) style.rotate = `${values['transform.rotation']}deg`;
  if ('transform.opacity' in values) style.opacity = String(values['transform.opacity']);
  if ('transform.blur' in values) style.filter = `blur(${px(values['transform.blur'])})`;
  if ('transform.translateZ' in values || 'transform.rotateY' in values) {
    style.transform = `translateZ(${px(get('transform.translateZ', 0))}) rotateY(${get('transform.rotateY', 0)}deg)`;
  }
  return style;
}

/** The tracks of `timeline` grouped by element: per-item ones by section, item and layer path (a header's, `header`
 * true, by section and layer path), shared ones by section, layer path and key (`position`, or `offset` for tracks
 * keyed by the items' container's offset). A header's own frame.x/y are left out: `position: sticky` places it. */
export function groupTracks(timeline) {
  const perItem = new Map(), shared = new Map();
  for (const track of timeline.tracks) {
    const header = track.header === true;
    if (header && track.layer == null && (track.property === 'frame.x' || track.property === 'frame.y')) continue;
    const layer = JSON.stringify(track.layer ?? null);
    const isShared = track.item === '*';
    const key = track.key === 'offset' ? 'offset' : 'position';
    const name = isShared ? `${track.section}\u0000${layer}\u0000${key}` : `${track.section}\u0000${header ? '' : track.item}\u0000${layer}`;
    const groups = isShared ? shared : perItem;
    if (!groups.has(name)) {
      groups.set(name, {
        section: track.section, item: track.item, layer: track.layer ?? null, ...(isShared ? { key } : {}), ...(header ? { header } : {}), tracks: [],
      });
    }
    groups.get(name).tracks.push(track);
  }
  return { perItem: [...perItem.values()], shared: [...shared.values()] };
}

/** Plays `timeline` on the skeleton under `root` (the `[data-sfx-scene]` element) until the returned function is
 * called. `horizontal`: the scene scrolls horizontally; `lower`: the offset a source carousel shows at scroll position 0
 * (a looping carousel's scroller starts at the timeline's `from`); `barsOnly`: keep the bars that hide and return, and
 * play nothing else. */
export function play(root, timeline, { horizontal = false, lower = 0, barsOnly = false } = {}) {
  const groups = groupTracks(timeline);
  // The bars (a scene source's), by section: the index of their custom property, and their followers.
  const bars = timeline.source == null && Array.isArray(timeline.reveal) ? timeline.reveal : [];
  const barOf = new Map(bars.map((bar, index) => [bar.section, index]));
  const moved = new Set(bars.flatMap(bar => [bar.section, ...(Array.isArray(bar.follow) ? bar.follow : [])]));
  const perItem = barsOnly ? groups.perItem.filter(group => barOf.has(group.section)) : groups.perItem;
  const shared = barsOnly ? [] : groups.shared;
  const content = root.querySelector(':scope > [data-sfx-content]');
  // The frame before, along the real path: its offset and each bar's hidden amount there (none before the first).
  let previous = null;
  const escape = text => (globalThis.CSS && CSS.escape ? CSS.escape(text) : String(text).replace(/["\\]/g, '\\$&'));
  const sectionElement = id => root.querySelector(`[data-sfx-section="${escape(id)}"]`);
  // A carousel's offset (its own scroller's, right to left counted back), or the scene's.
  const offsetOf = (scroller, alongX, shift) => {
    if (!alongX) return scroller.scrollTop;
    return (getComputedStyle(scroller).direction === 'rtl' ? -scroller.scrollLeft : scroller.scrollLeft) + shift;
  };
  const source = timeline.source == null ? root : sectionElement(timeline.source);
  const offset = () => offsetOf(source, timeline.source != null || horizontal, timeline.source == null ? 0 : lower);
  const containerOffset = id => {
    const section = sectionElement(id);
    if (!section || !section.querySelector(':scope > [data-sfx-content]')) return offsetOf(root, horizontal, 0);
    return offsetOf(section, true, id === timeline.source ? lower : 0);
  };
  const itemsOf = id => {
    const section = sectionElement(id);
    return section ? [...section.querySelectorAll(':scope > [data-sfx-item], :scope > [data-sfx-content] > [data-sfx-item]')] : [];
  };
  const indexOf = item => Number(item.style.getPropertyValue('--sfx-index') || item.dataset.sfxItem);
  const layerOf = (item, path) => {
    let element = item;
    for (const id of path ?? []) {
      element = [...element.children].find(child => child.dataset.sfxLayer === id);
      if (!element) return null;
    }
    return element;
  };
  // The origin of an element's parent in the scene's viewport: where frame.x/y are measured from.
  const originOf = element => {
    const [parent, scene] = [element.parentElement.getBoundingClientRect(), root.getBoundingClientRect()];
    return { x: parent.left - scene.left - root.clientLeft, y: parent.top - scene.top - root.clientTop };
  };
  let scheduled = false;
  const update = () => {
    scheduled = false;
    // Every element's values from all its groups, written at once (translate and scale each take two tracks).
    const values = new Map();
    const gather = (item, layer, tracks, at) => {
      const element = layer ? layerOf(item, layer) : item;
      if (!element) return;
      // An item's frame.x/y are in its parent's space, measured before anything is written (no layout between).
      if (!values.has(element)) values.set(element, { origin: layer ? { x: 0, y: 0 } : originOf(element), properties: {} });
      for (const track of tracks) values.get(element).properties[track.property] = valueAt(track.keyframes, at);
    };
    const at = offset();
    // The bars first: their stick lines move what is measured below.
    const maxOffset = horizontal ? root.scrollWidth - root.clientWidth : root.scrollHeight - root.clientHeight;
    const hidden = bars.map((bar, index) => barHidden(bar, at, previous && { offset: previous.offset, hidden: previous.hidden[index] }, maxOffset));
    if (bars.length > 0 && content) {
      previous = { offset: at, hidden };
      content.style.animationName = 'none';
      hidden.forEach((amount, index) => content.style.setProperty(`--sfx-hidden-${index}`, `${amount}px`));
    }
    // Each section's rendered items by index, found once a frame.
    const indexed = new Map();
    const itemOf = (section, index) => {
      if (!indexed.has(section)) indexed.set(section, new Map(itemsOf(section).map(item => [indexOf(item), item])));
      return indexed.get(section).get(index);
    };
    for (const group of perItem) {
      const item = group.header ? sectionElement(group.section)?.querySelector(':scope > [data-sfx-header]') : itemOf(group.section, group.item);
      if (!item) continue;
      // A bar's tracks are the forward path's: at offset s they give its look at hidden amount s. The items of a bar
      // and of its followers sit still in their section, which the bar's stick line moves.
      const tracks = moved.has(group.section) && !group.layer ? group.tracks.filter(track => track.property !== 'frame.x' && track.property !== 'frame.y') : group.tracks;
      // Past the start (a rubber band's negative scroll position) the bar is a plain header, read at the offset.
      gather(item, group.layer, tracks, barOf.has(group.section) && at >= 0 ? hidden[barOf.get(group.section)] : at);
    }
    for (const group of shared) {
      const byOffset = group.key === 'offset' ? containerOffset(group.section) : null;
      for (const item of itemsOf(group.section)) {
        if (byOffset !== null) { gather(item, group.layer, group.tracks, byOffset); continue; }
        // The item's leading edge in the viewport, as /v1/frame reports it: its parent's origin plus its place there.
        const origin = originOf(item);
        const alongX = horizontal || item.parentElement.matches('[data-sfx-content]');
        gather(item, group.layer, group.tracks, alongX ? origin.x + item.offsetLeft : origin.y + item.offsetTop);
      }
    }
    // The sheet's own animations (paused where scroll-driven animations are missing) would outrank inline styles.
    for (const [element, { origin, properties }] of values) {
      Object.assign(element.style, { animationName: 'none' }, declarations(properties, origin));
    }
  };
  const schedule = () => {
    if (!scheduled) { scheduled = true; requestAnimationFrame(update); }
  };
  const scrollers = [root, ...root.querySelectorAll('[data-sfx-section]')];
  for (const scroller of scrollers) scroller.addEventListener('scroll', schedule, { passive: true });
  update();
  return () => { for (const scroller of scrollers) scroller.removeEventListener('scroll', schedule); };
}

/** Starts the page under `root` as `data` says (`start`) and plays `timeline` where the sheet cannot: all of it without
 * scroll-driven animations, else its bars that hide and return alone. Answers the function that stops playing. */
export function run(root, data, timeline) {
  start(root, data);
  const options = { horizontal: data.horizontal, lower: data.lower };
  if (!CSS.supports('animation-timeline: scroll()')) return play(root, timeline, options);
  if ((timeline.reveal ?? []).length > 0) return play(root, timeline, { ...options, barsOnly: true });
  return () => {};
}

/** The most items `start` renders of one long section at once, however many a row holds (the page writes as many of a
 * shorter one). */
export const maxRenderedItems = 2000;

/** The most elements (items and their layers) `start` renders of one long section at once: items of many layers are
 * rendered fewer at a time, at least one. */
export const maxRenderedElements = 20000;

/** Starts the skeleton under `root` as `data` (the page's `#sfx-start` JSON) says, once the sheet applies: the scene's
 * scroller at `data.scene`, each carousel's at its own (right to left counts back), and each section of `data.virtual`
 * (too long to write out, its items named by index) rendered a viewport's length either side of what is in view as its
 * scroller scrolls, every item with its index inline (the sheet places it), at most `maxRenderedItems` at once and
 * at most `maxRenderedElements` items and layers. */
export function start(root, data) {
  const sectionElement = id => root.querySelector(`[data-sfx-section="${CSS.escape(id)}"]`);
  const scroll = (element, horizontal, offset) => {
    if (!element) return;
    if (!horizontal) { element.scrollTop = offset; return; }
    element.scrollLeft = getComputedStyle(element).direction === 'rtl' ? -offset : offset;
  };
  scroll(root, data.horizontal, data.scene);
  for (const [id, offset] of data.carousels) scroll(sectionElement(id), true, offset);
  for (const section of data.virtual) {
    const element = sectionElement(section.section);
    if (!element) continue;
    const parent = element.querySelector(':scope > [data-sfx-content]') ?? element;
    const scroller = parent === element ? root : element;
    const written = new Map([...parent.children].map(item => [Number(item.style.getPropertyValue('--sfx-index')), item]));
    const rows = Math.ceil(section.count / section.columns);
    // Each item is itself and its layers: the cap on elements, in items.
    const layers = document.createElement('template');
    layers.innerHTML = section.layers;
    const cap = Math.max(1, Math.min(maxRenderedItems, Math.floor(maxRenderedElements / (1 + layers.content.querySelectorAll('*').length))));
    // The rows whose items overlap [low, high], positions along the axis in the parent's content.
    const rowsIn = (low, high) => [Math.max(0, Math.floor((low - section.first - section.length) / section.step) + 1),
                                   Math.min(rows - 1, Math.ceil((high - section.first) / section.step) - 1)];
    const render = () => {
      const [inner, outer, x] = [parent.getBoundingClientRect(), scroller.getBoundingClientRect(), section.axis === 'x'];
      const size = x ? scroller.clientWidth : scroller.clientHeight;
      const view = x ? outer.left - inner.left : outer.top - inner.top;
      let [first, last] = rowsIn(view - size, view + 2 * size);
      // Items too small for the cap: those in view first, then as many after them as it allows, counted item by item
      // (a row of a grid may hold more than the cap).
      if ((last - first + 1) * section.columns > cap) [first, last] = [rowsIn(view, view + size)[0], rows - 1];
      const wanted = new Set();
      for (let row = first; row <= Math.min(last, rows - 1) && wanted.size < cap; row += 1) {
        for (let column = 0; column < section.columns && wanted.size < cap; column += 1) {
          if (row * section.columns + column >= section.count) break;
          wanted.add(row * section.columns + column);
        }
      }
      for (const [index, item] of written) if (!wanted.has(index)) { item.remove(); written.delete(index); }
      for (const index of wanted) {
        if (written.has(index)) continue;
        const item = document.createElement('div');
        item.dataset.sfxItem = String(index);
        item.style.setProperty('--sfx-index', String(index));
        item.innerHTML = section.layers;
        parent.append(item);
        written.set(index, item);
      }
    };
    let pending = false;
    scroller.addEventListener('scroll', () => {
      if (!pending) { pending = true; requestAnimationFrame(() => { pending = false; render(); }); }
    }, { passive: true });
    render();
  }
}
