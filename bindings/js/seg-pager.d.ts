// The TypeScript declarations of seg-pager.js: the <seg-pager> element, its
// properties, its events (a typed event map) and its tag in
// HTMLElementTagNameMap. Importing seg-pager.js defines the element.
// custom-elements.json lists the same, for editors and catalogues.

import type { init, Pager, PagerFrame } from "./segpager.js";

/** How a selection was made: `segpager-select`'s `detail.cause` (the
 * engine's SelectionCause, in lower case). */
export type SegPagerSelectionCause = "tap" | "drag" | "program" | "edit";

/** `segpager-select`'s detail: the page selected now, the one before
 * (null: none) and how. */
export interface SegPagerSelectDetail {
  index: number;
  previous: number | null;
  cause: SegPagerSelectionCause;
}

/** A lifecycle event's detail: the page's index now, and its section's id. */
export interface SegPagerPageDetail {
  page: number;
  id: number;
}

/** The events the element dispatches (each bubbles and is composed), with
 * HTMLElement's own. */
export interface SegPagerEventMap extends HTMLElementEventMap {
  "segpager-select": CustomEvent<SegPagerSelectDetail>;
  "segpager-load": CustomEvent<SegPagerPageDetail>;
  "segpager-unload": CustomEvent<SegPagerPageDetail>;
  "segpager-will-appear": CustomEvent<SegPagerPageDetail>;
  "segpager-did-appear": CustomEvent<SegPagerPageDetail>;
  "segpager-will-disappear": CustomEvent<SegPagerPageDetail>;
  "segpager-did-disappear": CustomEvent<SegPagerPageDetail>;
}

/** `<seg-pager>`: a whole segmented pager drawn from the engine's frames.
 * Each child is a page, its `title` its tab; a child with slot="header" is
 * a collapsing header over the strip. */
export declare class SegPagerElement extends HTMLElement {
  /** The attributes the element watches. */
  static observedAttributes: string[];
  /** Where the module comes from: a URL (or anything `init()` takes), set
   * before the first element connects; null: seg-pager.wasm (only what a
   * Pager calls) beside seg-pager.js. */
  static moduleURL: Parameters<typeof init>[0] | null;

  /** The engine's pager (null until the module has arrived and the element is connected). */
  get pager(): Pager | null;
  /** The last frame drawn (null before the engine's first). */
  get frame(): PagerFrame | null;
  /** Whether the element will draw another frame without new input. */
  get animating(): boolean;
  /** The selected page's index (null with no pages); before the engine
   * arrives, the index asked for (or `selected-index`). Setting it selects
   * that page, animated (not with prefers-reduced-motion). */
  get selectedIndex(): number | null;
  set selectedIndex(index: number | null);

  /** Reflects `preset`: `ios` (the default) or `android`; null when absent. */
  get preset(): string | null;
  set preset(value: string | null | undefined);
  /** Reflects `far-transition`: `adjacent`, `pre-jump` or `sweep`. */
  get farTransition(): string | null;
  set farTransition(value: string | null | undefined);
  /** Reflects `configuration`: JSON, any other option of the pager. */
  get configuration(): string | null;
  set configuration(value: string | null | undefined);
  /** Reflects `label`: the tablist's accessible name. */
  get label(): string | null;
  set label(value: string | null | undefined);
  /** Reflects `header-height`: the header's height in px (0: no header). */
  get headerHeight(): number;
  set headerHeight(value: number | string | null | undefined);
  /** Reflects `strip-height`: the strip's height in px, 44 by default. */
  get stripHeight(): number;
  set stripHeight(value: number | string | null | undefined);
  /** Reflects `no-announce`: true, a selection made by a swipe is not announced. */
  get noAnnounce(): boolean;
  set noAnnounce(value: boolean);

  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;

  addEventListener<K extends keyof SegPagerEventMap>(
    type: K,
    listener: (this: SegPagerElement, event: SegPagerEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof SegPagerEventMap>(
    type: K,
    listener: (this: SegPagerElement, event: SegPagerEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "seg-pager": SegPagerElement;
  }
}
