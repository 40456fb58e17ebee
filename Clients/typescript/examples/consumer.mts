// A consumer of the client, type-checked with `tsc --strict --noEmit` (scripts/check-typescript): builds a scene,
// asks for a frame and a timeline, and plays the timeline at an offset.
import { ScrollFXClient, ScrollFXError, valuesAt, type Frame, type Scene, type Timeline, type TrackValue } from '../scrollfx.mjs';

const scene: Scene = {
  viewport: { width: 390, height: 844 },
  sections: [
    { id: 'hero', kind: 'header', size: { height: 320 }, effects: [{ type: 'stretch' }] },
    {
      id: 'cards', kind: 'list', count: 20, itemSize: { height: 260 }, spacing: 24, padding: 16,
      layers: [{ id: 'background', effects: [{ type: 'parallax', rate: 0.175 }] }],
    },
  ],
};

export async function play(baseURL: string, offset: number): Promise<Array<{ property: string; value: number | null }>> {
  const client = new ScrollFXClient(baseURL, { apiKey: null });
  const frame: Frame = await client.frame({ ...scene, offset });
  const held = await client.hold(scene);
  const timeline: Timeline = await held.timeline({ tracks: 'shared', held: true });
  const css: string = await held.timeline({ tracks: 'perItem' }, { accept: 'css' });
  const values: TrackValue[] = valuesAt(timeline, offset, {});
  const firstCard = frame.sections[1]?.items[0];
  return timeline.tracks.map((track, index) => {
    const value = values[index];
    const read = typeof value === 'function' ? value(firstCard?.frame.y ?? 0) : value ?? null;
    return { property: `${track.section} ${track.property} (${css.length} bytes of CSS)`, value: read };
  });
}

export function describe(error: unknown): string {
  return error instanceof ScrollFXError ? `${error.status} at ${error.pointer ?? '(no field)'}: ${error.detail}` : String(error);
}
