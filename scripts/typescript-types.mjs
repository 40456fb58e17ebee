#!/usr/bin/env node
// The TypeScript types of the client module (Clients/typescript/scrollfx.d.mts), written from the OpenAPI document:
// one type per schema, then the module's own functions and classes over them. Nothing in the file is kept by hand.
//
//   node scripts/typescript-types.mjs           # writes Clients/typescript/scrollfx.d.mts
//   node scripts/typescript-types.mjs --check   # exits 1 when the file is not what the document gives now
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const documentURL = new URL('Sources/ScrollFXServer/Resources/openapi.json', root);
const target = new URL('Clients/typescript/scrollfx.d.mts', root);
const schemas = JSON.parse(readFileSync(documentURL, 'utf8')).components.schemas;

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const literal = value => JSON.stringify(value);
const comment = (text, indent) => {
  if (!text) return '';
  const lines = text.replace(/\*\//g, '*\\/').split('\n');
  return `${indent}/** ${lines.join(`\n${indent} * `)} */\n`;
};

/** The TypeScript type a JSON Schema describes (constraints such as minimum or if/then are not types). */
function type(schema, indent = '') {
  if (schema === true || schema === undefined) return 'unknown';
  if (schema === false) return 'never';
  if (schema.$ref) return schema.$ref.split('/').pop();
  if ('const' in schema) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return union(alternatives.map(alternative => type(alternative, indent)));
  const parts = [];
  if (schema.allOf) {
    for (const part of schema.allOf) if (!('if' in part)) parts.push(type(part, indent));
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 0 || schema.properties) {
    const own = (types.length > 0 ? types : ['object']).map(name => simple(name, schema, indent));
    parts.push(own.length > 1 ? union(own) : own[0]);
  }
  if (parts.length === 0) return 'unknown';
  return parts.length === 1 ? parts[0] : parts.map(part => (part.includes('|') ? `(${part})` : part)).join(' & ');
}

function union(members) {
  return [...new Set(members)].map(member => (member.includes('&') ? `(${member})` : member)).join(' | ');
}

function simple(name, schema, indent) {
  switch (name) {
    case 'string': return 'string';
    case 'number': case 'integer': return 'number';
    case 'boolean': return 'boolean';
    case 'null': return 'null';
    case 'array': {
      if (schema.prefixItems) {
        const required = schema.minItems ?? schema.prefixItems.length;
        return `[${schema.prefixItems.map((item, index) => type(item, indent) + (index < required ? '' : '?')).join(', ')}]`;
      }
      const element = type(schema.items, indent);
      return /[|&]/.test(element) ? `Array<${element}>` : `${element}[]`;
    }
    case 'object': return object(schema, indent);
    default: return 'unknown';
  }
}

function object(schema, indent) {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const members = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    `${comment(property.description, inner)}${inner}${identifier.test(name) ? name : literal(name)}${required.has(name) ? '' : '?'}: ${type(property, inner)};\n`);
  if (schema.additionalProperties && schema.additionalProperties !== true) {
    members.push(`${inner}[name: string]: ${type(schema.additionalProperties, inner)};\n`);
  }
  return members.length === 0 ? (schema.additionalProperties === false ? 'Record<string, never>' : 'Record<string, unknown>') : `{\n${members.join('')}${indent}}`;
}

const generated = Object.entries(schemas).map(([name, schema]) => `${comment(schema.description, '')}export type ${name} = ${type(schema)};\n`);

const api = `
// The module's own API, over the types above.

/** A track's value at one scroll state: a number, null where it has none, or, for a track shared by position, its
 * value for an element whose leading edge is at \`position\`. */
export type TrackValue = number | null | ((position: number) => number | null);

/** The value of \`track\` at \`key\` (the source's offset; a shared track's item position, or with \`"key": "offset"\` its
 * container's offset), as the contract reads keyframes; null outside them. */
export declare function trackValue(track: Pick<Track, 'keyframes'>, key: number): number | null;

/** Every track of \`timeline\` at one scroll state, parallel to \`timeline.tracks\`. */
export declare function valuesAt(timeline: Timeline, offset: number, carouselOffsets?: Readonly<Record<string, number>>,
  sceneOffset?: number | null): TrackValue[];
/** The same along the user's path, for bars that hide and return: read after the frame \`path.previous\` (null: the
 * forward path), with this frame to pass with the next. */
export declare function valuesAt(timeline: Timeline, offset: number, carouselOffsets: Readonly<Record<string, number>> | null | undefined,
  sceneOffset: number | null | undefined, path: { previous?: PreviousFrame | null; maxOffset?: number } | null): PlayedFrame;

/** One frame along the user's path: every track's value, and the frame to read the next one after. */
export interface PlayedFrame {
  values: TrackValue[];
  previous: PreviousFrame;
}

/** The hidden amount of a bar that hides and returns (an entry of a timeline's \`reveal\`) at \`offset\`, after the frame
 * \`previous\` (its offset and the bar's amount there; none: the forward path), the scene scrolling to \`maxOffset\`. */
export declare function barHidden(bar: Pick<RevealDescriptor, 'length'>, offset: number,
  previous?: { offset: number; hidden?: number | null } | null, maxOffset?: number): number;

/** The timing function a canonical easing text names. */
export declare function easingFunction(text: string): (progress: number) => number;

/** The problem type of 404 for an id whose scene is not held. */
export declare const sceneNotHeld: string;

/** A problem+json answer, thrown by the client for every answer that is not a success. */
export declare class ScrollFXError extends Error {
  constructor(problem: Partial<Problem>, status: number);
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  /** The JSON Pointer of the field at fault, or null. */
  readonly pointer: string | null;
  readonly problem: Partial<Problem>;
}

/** The part of a fetch answer the client reads. */
export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** A fetch function: the platform's, or one injected. */
export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<FetchResponse>;

/** What a client is made with besides its base URL. */
export interface ClientOptions {
  apiKey?: string | null;
  fetch?: Fetch;
}

/** Which representation of a timeline to ask for. */
export type TimelineAccept = 'json' | 'css' | 'html';

/** A client of one ScrollFX service. */
export declare class ScrollFXClient {
  constructor(baseURL: string, options?: ClientOptions);
  frame(scene: Scene): Promise<Frame>;
  frames(scene: Scene, offsets: number[]): Promise<FramesResponse>;
  timeline(request: TimelineRequest, options?: { accept?: 'json' }): Promise<Timeline>;
  timeline(request: TimelineRequest, options: { accept: 'css' | 'html' }): Promise<string>;
  snap(request: SnapRequest): Promise<SnapResult>;
  locate(request: LocateRequest): Promise<LocateResult>;
  preview(request: PreviewRequest): Promise<string>;
  presets(): Promise<Presets>;
  health(): Promise<Health>;
  hold(scene: Scene): Promise<HeldScene>;
  send(method: string, path: string, body?: unknown, accept?: string): Promise<unknown>;
}

/** A held scene's \`GET /v1/scenes/{id}/timeline\` parameters: the members of the POST body but the scene and
 * \`exposures\` (by id, a per-item timeline always reports them). */
export type TimelineParameters = Omit<TimelineRequest, 'scene' | 'exposures'>;
/** A held scene's \`/snap\` parameters, and the scene's offset. */
export type SnapParameters = Omit<SnapRequest, 'scene'> & { offset?: number };
/** A held scene's \`/locate\` parameters, and the scene's offset. */
export type LocateParameters = Omit<LocateRequest, 'scene'> & { offset?: number };

/** A scene held by the service, asked about by id; sent again and asked once more when it was no longer held. */
export declare class HeldScene {
  constructor(client: ScrollFXClient, id: string, scene: Scene);
  readonly client: ScrollFXClient;
  readonly id: string;
  readonly scene: Scene;
  canonical(): Promise<Scene>;
  frame(parameters?: { offset?: number; carouselOffsets?: Readonly<Record<string, number>> }): Promise<Frame>;
  frames(offsets: number[]): Promise<FramesResponse>;
  timeline(parameters?: TimelineParameters, options?: { accept?: 'json' }): Promise<Timeline>;
  timeline(parameters: TimelineParameters, options: { accept: 'css' | 'html' }): Promise<string>;
  snap(parameters: SnapParameters): Promise<SnapResult>;
  locate(parameters: LocateParameters): Promise<LocateResult>;
  preview(offsets?: number[]): Promise<string>;
}
`;

const text = `// Generated by scripts/typescript-types.mjs from the OpenAPI document: do not edit; run the script instead.
// The types of scrollfx.mjs: every schema of the document, then the module's API.

${generated.join('\n')}${api}`;

if (process.argv.includes('--check')) {
  let current = '';
  try { current = readFileSync(target, 'utf8'); } catch { current = ''; }
  if (current !== text) {
    console.error('Clients/typescript/scrollfx.d.mts is stale: run node scripts/typescript-types.mjs');
    process.exit(1);
  }
  console.log('scrollfx.d.mts is current');
} else {
  writeFileSync(target, text);
  console.log(`wrote scrollfx.d.mts: ${Object.keys(schemas).length} schemas`);
}
