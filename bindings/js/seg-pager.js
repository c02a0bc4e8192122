// <seg-pager>: a segmented pager for web pages, drawn from segpager's frames.
// Vanilla Web Components, no framework:
//
//   <link rel="stylesheet" href="seg-pager.css">
//   <script type="module" src="seg-pager.min.js"></script>
//   <seg-pager style="height: 600px">
//     <section title="Top">…</section>
//     <section title="World">…</section>
//   </seg-pager>
//
// Each child is a page; its `title` attribute is its tab. A child with
// slot="header" is a collapsing header over the strip. The element is
// defined at once and draws its strip and selected page before the engine's
// module arrives; then the engine decides everything a person sees: the
// element holds no layout or physics of its own. It feeds the engine
// Pointer Events (captured only once the engine says they drag, so a press
// that never drags is a click on what it hit), the wheel events the engine
// has a use for (the others scroll the document), the keyboard (the
// WAI-ARIA tabs pattern) and resizes, and draws only what each frame
// changed. Attributes, properties, events, parts and CSS properties: the
// web door guide (docs/guide/web.md), as tables.

import {
  init, Pager, PointerDown, PointerMoved, PointerUp, PointerCancelled, Wheel, Resized, Select,
  ListResized, NotificationKind, PointerRegion, SelectionCause, Direction, PagerPreset, FarTransition,
  PagerGesture,
} from "./segpager.js";

// The engine arrives after the element is defined: no top-level await, so
// the element draws its strip and first page (without the engine) as soon
// as it connects, and upgrades when the module has compiled. The module is
// asked for a microtask later than the first element connects, so a
// `SegPagerElement.moduleURL` set at the top level of the module that
// imports this one (which runs before any microtask) is the one fetched.
let engineReady = null;
let engineLoaded = false;
function loadEngine() {
  engineReady ??= Promise.resolve()
    .then(() => init(SegPagerElement.moduleURL ?? new URL("seg-pager.wasm", import.meta.url)))
    .then((exports) => {
      engineLoaded = true;
      return exports;
    });
  return engineReady;
}

// The record a pointerdown carries through the nested <seg-pager>s it is
// under: which of them took the press ({ owner }).
const CLAIMED = Symbol("segpager.press");
// The engine's gestures that are drags (the pointer is captured, the click after is dropped).
const DRAGS = new Set([PagerGesture.PAGES, PagerGesture.LIST, PagerGesture.STRIP]);
// Attributes with a reflected string property (selected-index is read at start).
const STRING_PROPERTIES = { preset: "preset", farTransition: "far-transition", configuration: "configuration",
  label: "label" };
const NUMBER_PROPERTIES = { headerHeight: ["header-height", 0], stripHeight: ["strip-height", 44] };
// The engine's presets by their lower-case names.
const PRESETS = new Set(Object.keys(PagerPreset).map((name) => name.toLowerCase()));

const STYLE = `
:host { display: block; position: relative; overflow: hidden; block-size: 400px; touch-action: pan-y pinch-zoom;
  --segpager-normal: #6b7280; --segpager-selected: #111827;
  --segpager-indicator: #2563eb; font: inherit; contain: layout paint; }
:host([hidden]) { display: none; }
[part~=strip], [part~=header] { user-select: none; -webkit-user-select: none; touch-action: pinch-zoom; }
[part~=pages] { touch-action: pinch-zoom; }
[part~=pages].pan-y { touch-action: pan-y pinch-zoom; }
[part~=pages].dragging { user-select: none; -webkit-user-select: none; }
[part~=header] { position: absolute; left: 0; right: 0; top: 0; overflow: hidden; }
[part~=strip] { position: absolute; left: 0; right: 0; top: 0; overflow: hidden; background: Canvas; }
.track { position: absolute; inset: 0; }
[part~=tab] { position: absolute; top: 0; bottom: 0; left: 0; display: flex; align-items: center;
  justify-content: center; border: 0; margin: 0; padding: 0; background: none; font: inherit;
  white-space: nowrap; cursor: pointer; transform-origin: center; }
[part~=tab]:focus-visible { outline: 2px solid var(--segpager-indicator); outline-offset: -2px; }
[part~=tab] > span { display: inline-block; transform-origin: center; }
.measure { visibility: hidden; pointer-events: none; display: block !important; }
.measure > div { white-space: nowrap; }
.measure.spaced span { display: inline-block; }
[part~=indicator] { position: absolute; left: 0; top: 0; background: var(--segpager-indicator);
  pointer-events: none; }
[part~=pages] { position: absolute; left: 0; right: 0; bottom: 0; overflow: hidden; }
.reel { position: absolute; inset: 0; }
[part~=page] { position: absolute; top: 0; bottom: 0; left: 0; overflow: hidden; }
[part~=page][hidden] { display: none; }
[part~=list] { position: absolute; left: 0; right: 0; top: 0; }
`;

const NOTIFICATION_EVENTS = {
  [NotificationKind.LOAD]: "segpager-load",
  [NotificationKind.UNLOAD]: "segpager-unload",
  [NotificationKind.WILL_APPEAR]: "segpager-will-appear",
  [NotificationKind.DID_APPEAR]: "segpager-did-appear",
  [NotificationKind.WILL_DISAPPEAR]: "segpager-will-disappear",
  [NotificationKind.DID_DISAPPEAR]: "segpager-did-disappear",
};
// Where a page's appearance stands after each event (null: not on screen).
const APPEARANCES = {
  [NotificationKind.WILL_APPEAR]: "appearing",
  [NotificationKind.DID_APPEAR]: "appeared",
  [NotificationKind.WILL_DISAPPEAR]: "disappearing",
  [NotificationKind.DID_DISAPPEAR]: null,
};
const CAUSES = Object.fromEntries(Object.entries(SelectionCause).map(([name, value]) => [value, name.toLowerCase()]));
const reducedMotion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;

// Where the selected or the focused tab waits when it has left the strip
// (moved, not hidden: it keeps its focus and its place in the tab order).
// Every other tab off the strip is display: none, so a thousand sections
// lay out the few tabs on screen, not a thousand.
const OFF_STRIP = "translateX(-100000px)";

// #draw's record of what the fixed parts were last given: one shape, and
// nothing known (undefined is no number and not null: everything is written).
const NOTHING_DRAWN = () => ({
  headerTop: undefined, headerHeight: undefined, stripTop: undefined, stripHeight: undefined,
  indicatorShown: false, indicatorX: NaN, indicatorY: NaN, indicatorWidth: NaN, indicatorHeight: NaN,
  indicatorRadius: NaN, indicatorAlpha: NaN,
});

// One canvas for every element's title measurements (#canvasWidths).
let measurer = null;


// What each element's style was last given by put(): a frame writes a
// property only when its value changed (a write, even of the same value,
// costs the browser a style recalc of the element).
// (kept on the element under a symbol: a WeakMap lookup keyed by a DOM
// node cost more than the write it saved)
const WRITTEN = Symbol("written");
// With `format`, `value` is the number the text is made of, and the text
// is made only when the number changed (most of a frame's values did not).
function put(element, property, value, format) {
  let last = element[WRITTEN];
  if (last === undefined) element[WRITTEN] = last = {};
  if (last[property] === value) return;
  last[property] = value;
  element.style[property] = format === undefined ? value : format(value);
}
const px = (value) => `${value}px`;
const translateX = (value) => `translateX(${value}px)`;
const translateY = (value) => `translateY(${value}px)`;
const scale = (value) => (value === 1 ? "" : `scale(${value})`);

const css = (color) => `rgba(${Math.round(color.red * 255)}, ${Math.round(color.green * 255)}, ` +
  `${Math.round(color.blue * 255)}, ${color.alpha})`;

function parseColor(text) {
  const probe = document.createElement("canvas").getContext("2d");
  probe.fillStyle = text;
  const hex = probe.fillStyle; // "#rrggbb" or "rgba(r, g, b, a)"
  if (hex.startsWith("#")) {
    return { red: parseInt(hex.slice(1, 3), 16) / 255, green: parseInt(hex.slice(3, 5), 16) / 255,
      blue: parseInt(hex.slice(5, 7), 16) / 255, alpha: 1 };
  }
  const [r, g, b, a] = hex.match(/[\d.]+/g).map(Number);
  return { red: r / 255, green: g / 255, blue: b / 255, alpha: a ?? 1 };
}

// (The class's statics are accessors over these, not static fields: a
// static field makes esbuild 0.17's bundle lower the whole class, every
// #private member to a WeakMap lookup, in seg-pager.min.js.)
const OBSERVED = ["preset", "far-transition", "header-height", "strip-height", "configuration", "dir",
  "label", "aria-label"];
let moduleURL = null;

export class SegPagerElement extends HTMLElement {
  static get observedAttributes() {
    return OBSERVED;
  }

  /** Where the module comes from (set before the first element connects);
   * by default seg-pager.wasm beside this file: the engine with only what a
   * Pager needs. Give segpager.wasm (the whole door) to call the stateless
   * functions on the same page. */
  static get moduleURL() {
    return moduleURL;
  }

  static set moduleURL(url) {
    moduleURL = url;
  }

  #root;
  #parts;
  #pager = null;
  #frame = null;
  #queue = [];
  #scheduled = 0;
  #pages = [];
  #sections = [];
  // The section the reader is on and its index, as the last frame (or the
  // last rebuild) left them: what a rebuild keeps.
  #reading = null;
  #tabs = [];
  #lists = [];
  #listIndex = new WeakMap();
  #fontsAsked = false;
  #stripPx = null;
  #fontsLoaded = () => this.#remeasure();
  #listMax = [];
  #pointer = null;
  // The press being followed: where it began, and the record it shares
  // with the other pagers it is under (which of them took it).
  #down = null;
  #press = null;
  #touch = null;
  #looping = false;
  #captured = false;
  #suppressClick = false;
  #observer = null;
  #children = null;
  #direction = null;
  #size = { width: 0, height: 0 };
  #time = 0;
  // A selection asked for before the engine arrived.
  #pendingIndex = null;
  // What the last frame wrote, so that a frame writes only what changed.
  #shownTabs = [];
  // what each tab shown in the last frame was given (#draw)
  #tabLooks = [];
  // what the header, strip and indicator were given in the last frame (#draw)
  #drawn = NOTHING_DRAWN();
  // what each page shown in the last frame was given: its x in the reel, width, list offset (#draw)
  #pageShifts = [];
  #shownPages = [];
  #drawnSelection = undefined;
  #panY = null;
  #warnedEmpty = false;
  #announce;
  #rtl = false;
  // Each section's item id, for as long as it is a child.
  #ids = new WeakMap();
  #nextId = 0;
  // What the dispatched events left loaded, and where each page is in its
  // appearance ("appearing", "appeared", "disappearing"), by id: what an
  // engine's end has to close.
  #loaded = new Set();
  #appearance = new Map();

  constructor() {
    super();
    // Manual slot assignment: the author's children keep their attributes.
    this.#root = this.attachShadow({ mode: "open", slotAssignment: "manual" });
    this.#root.innerHTML = `<style>${STYLE}</style><div part="header"><slot name="header"></slot></div>` +
      `<div part="strip" role="tablist"><div class="track"><div part="indicator"></div></div></div><div part="pages"><div class="reel"></div></div>` +
      `<div role="status" aria-live="polite" style="position:absolute;width:1px;height:1px;overflow:hidden;` +
      `clip-path:inset(50%);white-space:nowrap"></div>`;
    const part = (name) => this.#root.querySelector(`[part=${name}]`);
    this.#parts = { header: part("header"), strip: part("strip"), indicator: part("indicator"),
      pages: part("pages"), reel: this.#root.querySelector(".reel"), track: this.#root.querySelector(".track"), headerSlot: this.#root.querySelector("slot[name=header]") };
    this.#announce = this.#root.querySelector("[role=status]");
    // A section added, removed or retitled: the pages again (an edit of the
    // same engine's items).
    this.#children = new MutationObserver((records) => {
      // (the observer sees the subtree for the titles: only the element's own
      // children count)
      if (records.some((r) => (r.type === "childList" ? r.target : r.target.parentElement) === this)) {
        this.#rebuild({ engine: false });
      }
    });
    // A dir written on an ancestor (or the element) mirrors the element.
    this.#direction = new MutationObserver(() => {
      const rtl = getComputedStyle(this).direction === "rtl";
      if (this.#pager && rtl !== this.#rtl) this.#rebuild({ engine: true });
    });
    this.addEventListener("pointerdown", (e) => this.#pointerDown(e));
    this.addEventListener("pointermove", (e) => this.#pointerMove(e));
    this.addEventListener("pointerup", (e) => this.#pointerUp(e));
    this.addEventListener("pointercancel", (e) => this.#pointerCancel(e));
    this.addEventListener("touchstart", (e) => this.#touchStart(e), { passive: true });
    this.addEventListener("touchmove", (e) => this.#touchMove(e), { passive: false });
    this.addEventListener("wheel", (e) => this.#wheel(e), { passive: false });
    // The one click a real drag ends in is not a click on what it ends over.
    this.addEventListener("click", (e) => {
      if (!this.#suppressClick) return;
      this.#suppressClick = false;
      e.preventDefault();
      e.stopPropagation();
    }, true);
    // A drag inside the pages pages; it never starts the browser's drag and drop.
    this.addEventListener("dragstart", (e) => {
      if (this.#region(e) !== PointerRegion.STRIP) e.preventDefault();
    });
    this.#parts.strip.addEventListener("keydown", (e) => this.#key(e));
  }

  /** The engine's pager (null until the module has arrived and the element is connected). */
  get pager() {
    return this.#pager;
  }

  /** The last frame drawn (null before the engine's first). */
  get frame() {
    return this.#frame;
  }

  /** Whether the element will draw another frame without new input: input
   * waits for the next animation frame, or the last frame says something
   * moves. */
  get animating() {
    return this.#queue.length > 0 || this.#scheduled !== 0 || (this.#frame?.animating ?? false);
  }

  /** The selected page's index (null with no pages). Before the engine
   * arrives, the index asked for (or `selected-index`). */
  get selectedIndex() {
    if (!this.#pager) return this.#pendingIndex ?? this.#initialIndex();
    return this.#frame?.selectedIndex ?? null;
  }

  /** Selects page `index`, animated (not with prefers-reduced-motion). Set
   * before the engine arrives (or before the element is defined), it is the
   * page the engine starts on. */
  set selectedIndex(index) {
    if (!this.#pager) {
      this.#pendingIndex = Number(index);
      if (this.isConnected) this.#drawWithoutEngine();
      return;
    }
    this.#send(Select(this.#now(), Number(index), !reducedMotion?.matches));
  }

  connectedCallback() {
    // Properties an author (or a framework) set before the element was
    // defined shadow the class's accessors: take them over.
    for (const name of ["selectedIndex", ...Object.keys(STRING_PROPERTIES), ...Object.keys(NUMBER_PROPERTIES)]) {
      if (Object.hasOwn(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    this.#observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.target === this)) this.#resized();
      // a page's list changed height (its content arrived): its largest offset
      const events = entries.map((entry) => this.#listIndex.get(entry.target)).filter((k) => k !== undefined)
        .map((k) => this.#listResized(k));
      if (events.length) this.#send(...events);
      // a resize is drawn in the frame it happens in, not one later
      this.#flush();
    });
    this.#observer.observe(this);
    this.#children.observe(this, { childList: true, attributes: true, subtree: true, attributeFilter: ["title"] });
    this.#direction.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ["dir"] });
    // a web font a tab on screen asked for has come: the titles again
    document.fonts?.addEventListener("loadingdone", this.#fontsLoaded);
    this.#rebuild();
    loadEngine().then(() => {
      if (this.isConnected && !this.#pager) this.#rebuild();
    }, (error) => console.error("seg-pager: the engine did not load:", error));
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#children.disconnect();
    this.#direction.disconnect();
    document.fonts?.removeEventListener("loadingdone", this.#fontsLoaded);
    cancelAnimationFrame(this.#scheduled);
    this.#scheduled = 0;
    this.#endEngine();
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === "label" || name === "aria-label") {
      this.#labelStrip();
      return;
    }
    if (name === "preset" && value !== null && !PRESETS.has(value.toLowerCase())) {
      console.error(`seg-pager: preset="${value}" is not one of ${[...PRESETS].join(", ")}; keeping the last good value`);
      return;
    }
    if (name === "far-transition" && value !== null && !(value.toUpperCase().replace("-", "_") in FarTransition)) {
      console.error(`seg-pager: far-transition="${value}" is not one of adjacent, pre-jump, sweep; ` +
        "keeping the last good value");
      return;
    }
    if (this.#pager) this.#rebuild({ engine: true });
  }

  // Time in seconds, never earlier than the last event's: an input event's
  // own time stamp (when the hardware saw it: the velocity a release
  // carries is measured on these), else now. Sizes (Resized, ListResized)
  // take the last time, #time: they move no clock, and a later stamp would
  // put input still on its way in the past.
  #now(event) {
    const stamp = event && event.timeStamp > 0 ? event.timeStamp : performance.now();
    this.#time = Math.max(this.#time, stamp / 1000);
    return this.#time;
  }

  // (read once a build: an attribute read each frame cost as much as the
  // frame's style writes; a strip-height change builds again)
  #stripHeight() {
    return (this.#stripPx ??= this.stripHeight);
  }

  #initialIndex() {
    return Number(this.getAttribute("selected-index") ?? 0);
  }

  #labelStrip() {
    const label = this.getAttribute("label") ?? this.getAttribute("aria-label");
    if (label) this.#parts.strip.setAttribute("aria-label", label);
    else this.#parts.strip.removeAttribute("aria-label");
  }

  #options() {
    const width = this.clientWidth || 1;
    const preset = (this.getAttribute("preset") ?? "ios").toUpperCase();
    this.#rtl = getComputedStyle(this).direction === "rtl";
    const options = {
      viewportWidth: width,
      preset: PagerPreset[preset] ?? PagerPreset.IOS,
      initialIndex: this.#pendingIndex ?? this.#initialIndex(),
      stripStyle: {
        itemPadding: 16,
        direction: this.#rtl ? Direction.RTL : Direction.LTR,
      },
      indicatorStyle: { height: 3 },
      appearanceStyle: {
        normalColor: parseColor(getComputedStyle(this).getPropertyValue("--segpager-normal").trim() || "#6b7280"),
        selectedColor: parseColor(getComputedStyle(this).getPropertyValue("--segpager-selected").trim() || "#111827"),
      },
    };
    this.#pendingIndex = null;
    const far = this.getAttribute("far-transition");
    const farValue = far && FarTransition[far.toUpperCase().replace("-", "_")];
    if (farValue !== undefined && farValue !== null && far) options.farTransition = farValue;
    // any other field of the configuration (and the styles), as JSON: Swift's
    // nesting, enums by name ({"paging": {"profile": "COMPOSE"}})
    const json = this.getAttribute("configuration");
    if (json) {
      let parsed = null;
      try {
        parsed = JSON.parse(json);
      } catch (error) {
        console.error(`seg-pager: configuration is not JSON (${error.message}); ignored`);
      }
      for (const [key, value] of Object.entries(parsed ?? {})) {
        const nested = typeof value === "object" && value !== null && typeof options[key] === "object";
        options[key] = nested ? { ...options[key], ...value } : value;
      }
    }
    if (reducedMotion?.matches) options.tapDuration = 0;
    return options;
  }

  // Pages and tabs, made again from the children, and the engine's items:
  // a child added, removed or retitled is an edit of the items (`engine:
  // false`), which keeps the selection on its section and the lifecycle
  // going; the first build and an attribute change make a new engine, which
  // keeps the section the reader is on, wherever it now stands (if it went,
  // the same index, clamped). Before the module has arrived, the strip and
  // the first page are drawn without an engine.
  #rebuild({ engine = true } = {}) {
    if (!this.isConnected) return;
    this.#stripPx = null;
    this.#labelStrip();
    const header = [...this.children].find((child) => child.getAttribute("slot") === "header") ?? null;
    this.#parts.headerSlot.assign(...(header ? [header] : []));
    const children = [...this.children].filter((child) => child !== header);
    let initialIndex = null;
    if (engine && this.#reading !== null && children.length > 0) {
      const again = children.indexOf(this.#reading.section);
      initialIndex = again >= 0 ? again : Math.min(this.#reading.index, children.length - 1);
      this.#reading = { section: children[initialIndex], index: initialIndex };
    }
    this.#sections = children;
    const track = this.#parts.track;
    const pagesPart = this.#parts.pages;
    for (const tab of this.#tabs) tab.remove();
    this.#parts.reel.replaceChildren();
    this.#shownTabs = [];
    this.#tabLooks = [];
    this.#drawn = NOTHING_DRAWN();
    this.#shownPages = [];
    this.#pageShifts = [];
    this.#drawnSelection = undefined;
    this.#tabs = children.map((child, k) => {
      const tab = document.createElement("button");
      tab.setAttribute("part", "tab");
      tab.setAttribute("role", "tab");
      tab.id = `tab-${k}`;
      tab.setAttribute("aria-selected", "false");
      tab.tabIndex = -1;
      tab.setAttribute("aria-posinset", `${k + 1}`);
      tab.setAttribute("aria-setsize", `${children.length}`);
      put(tab, "display", "none");
      // Enter or Space on a focused tab (a click with no pointer behind it;
      // a pointer's tap reaches the engine as pointer events)
      tab.addEventListener("click", (event) => {
        if (event.detail === 0) this.selectedIndex = k;
      });
      const label = document.createElement("span");
      label.textContent = child.getAttribute("title") ?? child.dataset.title ?? `${k + 1}`;
      tab.append(label);
      track.append(tab);
      return tab;
    });
    // A page's part (its panel, list and slot) is made when the engine first
    // loads or shows it: a thousand sections cost a thousand tabs, not a
    // thousand panels more.
    for (const list of this.#lists) if (list) this.#observer?.unobserve(list);
    this.#pages = new Array(children.length);
    this.#lists = new Array(children.length);
    this.#listIndex = new WeakMap();
    this.#listMax = children.map(() => 0);
    if (!engineLoaded) {
      this.#drawWithoutEngine();
      return;
    }
    const items = this.#items();
    this.#size = { width: 0, height: 0 }; // every list's height again, at its new index
    if (this.#pager && !engine) {
      // The engine keeps the selection on its id, finishes a transition on
      // its target, and sends a removed page's disappear and unload.
      this.#pager.setItems(items);
      this.#resized();
      return;
    }
    this.#endEngine();
    this.#pointer = null; // a gesture the old pager saw begin is dropped
    const options = this.#options();
    if (initialIndex !== null) options.initialIndex = initialIndex;
    options.initialIndex = Math.min(Math.max(0, Math.trunc(options.initialIndex) || 0),
      Math.max(0, items.length - 1));
    this.#pager = new Pager(items, options);
    this.#looping = Boolean(this.#pager.configuration.looping);
    const height = this.headerHeight;
    if (header && height > 0) {
      this.#pager.setHeader({ style: { height, pinnedHeight: this.#stripHeight() } });
    }
    this.#time = Math.max(this.#time, performance.now() / 1000);
    this.#resized();
    this.#flush();
    // the titles again once the fonts have come (asked once: the getter
    // costs a style update)
    if (!this.#fontsAsked) {
      this.#fontsAsked = true;
      document.fonts?.ready.then(() => this.#remeasure());
    }
  }

  // Before the module: the titles in a row and the selected page, where
  // the engine will put them (the page fills the element under the strip),
  // so the upgrade moves nothing.
  #drawWithoutEngine() {
    const stripHeight = this.#stripHeight();
    const header = this.#parts.headerSlot.assignedElements().length > 0 ? this.headerHeight : 0;
    for (const name of ["header", "strip", "pages", "indicator", "track"]) delete this.#parts[name][WRITTEN];
    this.#parts.header.style.cssText = header > 0 ? `top:0;height:${header}px;display:block` : "display:none";
    this.#parts.strip.style.cssText = `top:${header}px;height:${stripHeight}px`;
    this.#parts.pages.style.top = `${header + stripHeight}px`;
    this.#parts.indicator.style.cssText = "display:none";
    this.#parts.track.style.transform = "";
    const index = Math.min(Math.max(0, this.selectedIndex ?? 0), this.#sections.length - 1);
    this.#page(index);
    // every width read first, then every tab placed: one layout, not one a tab
    const widths = this.#titleWidths();
    const viewport = this.clientWidth;
    let x = 0;
    this.#tabs.forEach((tab, k) => {
      const width = widths[k] + 32;
      delete tab[WRITTEN];
      tab.style.cssText = `transform:translateX(${x}px);width:${width}px;color:var(--segpager-normal)` +
        (x < viewport || k === index ? "" : ";display:none");
      x += width;
    });
    this.#pages.forEach((page, k) => {
      page.hidden = k !== index;
      page.style.width = "100%";
    });
  }

  // The items: each tab's title width, with its section's id.
  #items() {
    const widths = this.#titleWidths();
    return this.#tabs.map((tab, k) => {
      let id = this.#ids.get(this.#sections[k]);
      if (id === undefined) {
        id = this.#nextId++;
        this.#ids.set(this.#sections[k], id);
      }
      return { id, contentWidth: widths[k] };
    });
  }

  // Page k's part, made (in page order among the others) the first time it
  // is asked for; undefined past the sections.
  #page(k) {
    let page = this.#pages[k];
    if (page !== undefined || !(k >= 0 && k < this.#sections.length)) return page;
    page = document.createElement("div");
    page.setAttribute("part", "page");
    page.setAttribute("role", "tabpanel");
    page.id = `page-${k}`;
    page.setAttribute("aria-labelledby", `tab-${k}`);
    page.hidden = true;
    const list = document.createElement("div");
    list.setAttribute("part", "list");
    const slot = document.createElement("slot");
    slot.assign(this.#sections[k]);
    list.append(slot);
    page.append(list);
    let next = null;
    for (let j = k + 1; j < this.#pages.length && next === null; j += 1) next = this.#pages[j] ?? null;
    this.#parts.reel.insertBefore(page, next);
    this.#pages[k] = page;
    this.#lists[k] = list;
    this.#listIndex.set(list, k);
    this.#tabs[k]?.setAttribute("aria-controls", page.id);
    if (k === this.#drawnSelection) page.tabIndex = 0;
    // its first observation sends the list's height to the engine
    this.#observer?.observe(list);
    return page;
  }

  // The titles' widths from a canvas, or null where the labels' style is
  // one a canvas does not measure as the layout does.
  #canvasWidths() {
    const label = this.#tabs.find((_, k) => k !== this.#drawnSelection)?.firstChild ?? this.#tabs[0].firstChild;
    const style = getComputedStyle(label);
    const transform = style.textTransform;
    if (style.font === "" || style.letterSpacing !== "normal" || style.wordSpacing !== "0px" ||
      style.fontFeatureSettings !== "normal" || style.fontVariationSettings !== "normal" ||
      style.textRendering !== "auto" || !["none", "uppercase", "lowercase"].includes(transform)) return null;
    measurer ??= document.createElement("canvas").getContext("2d");
    if (!measurer) return null;
    measurer.font = style.font;
    measurer.fontKerning = style.fontKerning === "none" ? "none" : "normal";
    return this.#tabs.map((tab) => {
      // white-space: nowrap collapses each run of spaces and drops the ends
      let text = tab.firstChild.textContent.replace(/[ \t\n\r\f]+/g, " ").trim();
      if (transform === "uppercase") text = text.toLocaleUpperCase();
      else if (transform === "lowercase") text = text.toLocaleLowerCase();
      return Math.ceil(measurer.measureText(text).width * 64) / 64;
    });
  }

  // Each title's width as the layout gives it, with no tab laid out. In
  // the labels' usual styles, measured on a canvas in their font, with
  // kerning on as the layout has it (a canvas's default kerns no pair
  // beside a space), rounded up to the layout's unit of 1/64 px: exact in
  // Chromium in every script tried. In a style a canvas spaces otherwise
  // (letter or word spacing, font features, text-rendering, capitalize),
  // the titles as lines of one block in a box that takes the tabs' part,
  // so the author's ::part(tab) styles apply, read in one pass and removed.
  #titleWidths() {
    if (this.#tabs.length === 0) return [];
    const canvas = this.#canvasWidths();
    if (canvas) return canvas;
    const box = document.createElement("div");
    box.setAttribute("part", "tab");
    box.className = "measure";
    const lines = document.createElement("div");
    const spans = this.#tabs.map((tab) => {
      const span = document.createElement("span");
      span.textContent = tab.firstChild.textContent;
      lines.append(span, document.createElement("br"));
      return span;
    });
    box.append(lines);
    this.#parts.track.append(box);
    // (letter spacing ends an inline box's text differently: measured as
    // the labels are, inline blocks)
    if (getComputedStyle(box).letterSpacing !== "normal") box.classList.add("spaced");
    // an inline box's width, rounded as the label's inline-block rounds it:
    // up, to the layout's unit of 1/64 px
    const widths = spans.map((span) => Math.ceil(span.getBoundingClientRect().width * 64) / 64);
    box.remove();
    return widths;
  }

  // Closes the engine, after the events that end its pages' lifecycle:
  // disappear for each page on screen or on its way, then unload for each
  // loaded page, in page order, at the indices they had.
  #endEngine() {
    if (!this.#pager) return;
    const notes = [];
    const ids = this.#pager.items.map((item) => Number(item.id));
    for (const [page, id] of ids.entries()) {
      const appearance = this.#appearance.get(id);
      if (appearance === "appearing" || appearance === "appeared") {
        notes.push({ kind: NotificationKind.WILL_DISAPPEAR, page, id });
      }
    }
    for (const [page, id] of ids.entries()) {
      if (this.#appearance.has(id)) notes.push({ kind: NotificationKind.DID_DISAPPEAR, page, id });
    }
    for (const [page, id] of ids.entries()) {
      if (this.#loaded.has(id)) notes.push({ kind: NotificationKind.UNLOAD, page, id });
    }
    this.#pager.close();
    this.#pager = null;
    this.#dispatch({ notifications: notes });
  }

  // The fonts arrived: the titles' widths again (the selection is kept).
  #remeasure() {
    if (!this.#pager) return;
    const widths = this.#titleWidths();
    const items = this.#pager.items;
    if (widths.every((w, k) => items[k]?.contentWidth === w)) return;
    this.#pager.setItems(this.#items());
    this.#send();
  }

  #listResized(k) {
    this.#listMax[k] = Math.max(0, this.#lists[k].scrollHeight - this.#listHeight());
    return ListResized(this.#time, k, this.#listMax[k]);
  }

  #resized() {
    const width = this.clientWidth;
    const height = this.clientHeight;
    if (height === 0 && !this.#warnedEmpty && this.#sections.length > 0) {
      this.#warnedEmpty = true;
      console.warn("seg-pager: the element is 0 px tall, so nothing shows; give it a height " +
        "(seg-pager { height: 600px }, or a flex or grid size)");
    }
    if (!this.#pager) return;
    const events = [];
    if (width > 0 && width !== this.#size.width) events.push(Resized(this.#time, width, 0));
    if (height !== this.#size.height || width !== this.#size.width) {
      this.#lists.forEach((list, k) => events.push(this.#listResized(k)));
    }
    this.#size = { width, height };
    this.#send(...events);
  }

  // The lists' viewport: the element less the pinned strip (the header
  // collapses over the lists down to the strip).
  #listHeight() {
    return Math.max(0, this.clientHeight - this.#stripHeight());
  }

  #send(...events) {
    this.#queue.push(...events);
    if (!this.#scheduled) this.#scheduled = requestAnimationFrame(this.#onFrame);
  }

  // The animation frame's callback, one function for the element's life;
  // its time stamp is the frame's (no clock read of its own).
  #onFrame = (time) => this.#tick(time);

  // What is queued, stepped and drawn now rather than at the next animation frame.
  #flush() {
    if (!this.#pager || this.#queue.length === 0) return;
    cancelAnimationFrame(this.#scheduled);
    this.#tick();
  }

  // One display frame: the queued events and a tick, then the drawing; again
  // on the next animation frame only while something moves. While a pointer
  // is down the input drives the frames on its own time stamps, with no
  // tick: a tick at the frame's time could run ahead of input still on its
  // way, and the release would seem to come after a pause (no fling).
  #tick(time = performance.now()) {
    this.#scheduled = 0;
    if (!this.#pager) return;
    const events = this.#queue;
    this.#queue = [];
    // (the Tick written as the plain object Tick() makes: one allocation)
    if (this.#pointer === null) events.push({ type: "tick", time: (this.#time = Math.max(this.#time, time / 1000)) });
    if (events.length === 0) return;
    let frame = this.#pager.step(events);
    // Once the engine says the pointer drags (past its slop, on its axis),
    // and only then, the pointer is captured: a press that never becomes a
    // drag stays a click on what it hit. Of the pagers a press is under,
    // the first to drag that can move that way takes it; the others let go.
    if (this.#pointer !== null && !this.#captured) {
      const owner = this.#press?.owner;
      if ((owner && owner !== this) || (DRAGS.has(frame.gesture) && !this.#takes(frame.gesture))) {
        frame = this.#letGo();
      }
    }
    if (this.#pointer !== null && !this.#captured && DRAGS.has(frame.gesture)) {
      this.#press.owner = this;
      this.#captured = true;
      try {
        this.setPointerCapture(this.#pointer);
      } catch {
        // the pointer went meanwhile: its up or cancel is on its way
      }
      this.#parts.pages.classList.add("dragging");
      getSelection?.()?.removeAllRanges();
    }
    this.#draw(frame);
    this.#dispatch(frame);
    if (frame.animating && this.#pointer === null) this.#scheduled = requestAnimationFrame(this.#onFrame);
  }

  #draw(frame) {
    this.#frame = frame;
    const index = frame.selectedIndex;
    if (index !== null && (this.#reading?.index !== index || this.#reading.section !== this.#sections[index])) {
      this.#reading = { section: this.#sections[index], index };
    }
    const stripHeight = this.#stripHeight();
    const header = frame.header;
    const { pages: pagesPart, track } = this.#parts;
    // The parts' places, compared as one record of numbers with what the
    // last frame gave them (they change with the header only).
    const drawn = this.#drawn;
    let stripTop = 0;
    if (header) {
      const { content, strip } = header.frame;
      stripTop = strip.y;
      if (drawn.headerTop !== content.y || drawn.headerHeight !== content.height) {
        const headerPart = this.#parts.header;
        put(headerPart, "top", (drawn.headerTop = content.y), px);
        put(headerPart, "height", (drawn.headerHeight = content.height), px);
        put(headerPart, "display", "block");
      }
    } else if (drawn.headerTop !== null) {
      drawn.headerTop = drawn.headerHeight = null;
      put(this.#parts.header, "display", "none");
    }
    if (drawn.stripTop !== stripTop || drawn.stripHeight !== stripHeight) {
      put(this.#parts.strip, "top", (drawn.stripTop = stripTop), px);
      put(this.#parts.strip, "height", (drawn.stripHeight = stripHeight), px);
      put(pagesPart, "top", stripTop + stripHeight, px);
    }
    // The strip's offset is the track's one transform; each visible tab
    // stands at its item's frame in the track (written only when it
    // changes: a scrolling strip moves no tab), and a tab that leaves the
    // strip is moved off screen once (not hidden: it keeps its focus). The
    // others are not touched.
    put(track, "transform", -frame.strip.stripOffset, translateX);
    // (indexed loops and small arrays, not iterators and sets: a frame's
    // code runs some sixty times a second, mostly before the JIT's top
    // tier, where each iterator step and allocation is a call)
    const items = frame.stripItems;
    const tabs = this.#tabs;
    const looks = this.#tabLooks;
    const wereShown = this.#shownTabs;
    const shown = [];
    for (let k = 0; k < items.length; k += 1) {
      const item = items[k];
      const tab = tabs[item.item];
      if (!tab) continue;
      shown.push(item.item);
      const x = item.frame.x;
      const width = item.frame.width;
      const { color, scale: size } = item.appearance;
      // A tab drawn in the last frame is compared with what it was given
      // then (a record of numbers, one shape: most of a frame's tabs did
      // not change); a tab coming into the strip is given everything.
      let look = looks[item.item];
      if (look === undefined || !wereShown.includes(item.item)) {
        put(tab, "display", "");
        look = looks[item.item] = { x: NaN, width: NaN, red: NaN, green: NaN, blue: NaN, alpha: NaN, scale: NaN };
      }
      if (look.x !== x) put(tab, "transform", (look.x = x), translateX);
      if (look.width !== width) put(tab, "width", (look.width = width), px);
      if (look.red !== color.red || look.green !== color.green || look.blue !== color.blue || look.alpha !== color.alpha) {
        look.red = color.red;
        look.green = color.green;
        look.blue = color.blue;
        look.alpha = color.alpha;
        tab.style.color = css(color);
      }
      if (look.scale !== size) put(tab.firstChild, "transform", (look.scale = size), scale);
    }
    for (let k = 0; k < wereShown.length; k += 1) {
      const tab = wereShown[k];
      if (!shown.includes(tab) && tabs[tab]) this.#park(tab, index);
    }
    this.#shownTabs = shown;
    const indicator = frame.strip.indicator;
    const indicatorPart = this.#parts.indicator;
    if (drawn.indicatorShown !== true) {
      drawn.indicatorShown = true;
      put(indicatorPart, "display", "block");
    }
    if (drawn.indicatorX !== indicator.x || drawn.indicatorY !== indicator.y) {
      indicatorPart.style.transform = `translate(${(drawn.indicatorX = indicator.x)}px,${(drawn.indicatorY = indicator.y)}px)`;
    }
    if (drawn.indicatorWidth !== indicator.width) put(indicatorPart, "width", (drawn.indicatorWidth = indicator.width), px);
    if (drawn.indicatorHeight !== indicator.height || drawn.indicatorRadius !== indicator.cornerRadius ||
      drawn.indicatorAlpha !== indicator.alpha) {
      put(indicatorPart, "height", (drawn.indicatorHeight = indicator.height), px);
      put(indicatorPart, "borderRadius", (drawn.indicatorRadius = indicator.cornerRadius), px);
      put(indicatorPart, "opacity", (drawn.indicatorAlpha = indicator.alpha), String);
    }
    // The pages on screen at their x, their lists at their offsets. The
    // pages move as one (a swipe, a far transition's pair): the reel takes
    // the first page's x as its one transform, and each page stands at its
    // distance from that page, written when it changes (by more than a
    // millionth of a pixel: a difference of two positions wobbles in the
    // last bits), so a frame of a moving pair writes one transform, not two.
    const pages = frame.pages;
    const wereVisible = this.#shownPages;
    const shifts = this.#pageShifts;
    const visible = [];
    const base = pages.length > 0 ? pages[0].x : 0;
    put(this.#parts.reel, "transform", base, translateX);
    for (let k = 0; k < pages.length; k += 1) {
      const page = pages[k];
      const part = this.#page(page.page);
      if (!part) continue;
      visible.push(page.page);
      const shift = page.x - base;
      let place = shifts[page.page];
      if (place === undefined || !wereVisible.includes(page.page)) {
        part.hidden = false;
        place = shifts[page.page] = { shift: NaN, width: NaN, listOffset: NaN };
      }
      if (!(Math.abs(shift - place.shift) <= 1e-6)) put(part, "transform", (place.shift = shift), translateX);
      if (place.width !== page.width) put(part, "width", (place.width = page.width), px);
      if (place.listOffset !== page.listOffset) {
        put(this.#lists[page.page], "transform", -(place.listOffset = page.listOffset), translateY);
      }
    }
    for (let k = 0; k < wereVisible.length; k += 1) {
      const page = wereVisible[k];
      if (!visible.includes(page) && this.#pages[page]) this.#pages[page].hidden = true;
    }
    this.#shownPages = visible;
    if (index !== this.#drawnSelection) this.#select(this.#drawnSelection, index);
    // A vertical touch pan the engine has no use for (no header, a page
    // whose list does not scroll) scrolls the document.
    const panY = !header && (index === null || !(this.#listMax[index] > 0));
    if (panY !== this.#panY) {
      this.#panY = panY;
      pagesPart.classList.toggle("pan-y", panY);
    }
  }

  // Tab k has left the strip: off screen if it is the selected one (the tab
  // order's way in) or has the focus, else not laid out at all.
  #park(k, selected) {
    const tab = this.#tabs[k];
    if (k === selected || this.#root.activeElement === tab) {
      put(tab, "transform", OFF_STRIP);
    } else {
      put(tab, "display", "none");
    }
  }

  // The selection changed: ARIA, tab order and the selected part, on the
  // two tabs and panels concerned only.
  #select(previous, index) {
    this.#drawnSelection = index;
    if (previous !== undefined && previous !== null && this.#tabs[previous]) {
      const tab = this.#tabs[previous];
      if (!this.#shownTabs.includes(previous)) this.#park(previous, index);
      tab.setAttribute("aria-selected", "false");
      tab.tabIndex = -1;
      tab.setAttribute("part", "tab");
      this.#pages[previous]?.removeAttribute("tabindex");
    }
    if (index !== null && this.#tabs[index]) {
      const tab = this.#tabs[index];
      if (!this.#shownTabs.includes(index)) {
        put(tab, "transform", OFF_STRIP);
        put(tab, "display", "");
      }
      tab.setAttribute("aria-selected", "true");
      tab.tabIndex = 0;
      tab.setAttribute("part", "tab selected");
      const panel = this.#pages[index];
      if (panel) panel.tabIndex = 0;
    }
  }

  #dispatch(frame) {
    if (frame.notifications.length === 0) return;
    const focusInStrip = this.#root.activeElement?.getAttribute("role") === "tab";
    for (const note of frame.notifications) {
      if (note.kind === NotificationKind.SELECTED_CHANGED) {
        const cause = CAUSES[note.cause];
        this.dispatchEvent(new CustomEvent("segpager-select", { bubbles: true, composed: true,
          detail: { index: note.page, previous: note.previous, cause } }));
        if (focusInStrip) this.#tabs[note.page]?.focus();
        // A selection made by a swipe is said (a tap or a key already has
        // the focus on its tab); no-announce turns it off.
        if (cause === "drag" && note.previous !== null && !this.hasAttribute("no-announce")) {
          this.#announce.textContent = this.#tabs[note.page]?.textContent ?? "";
        }
      } else if (NOTIFICATION_EVENTS[note.kind]) {
        const id = Number(note.id);
        if (note.kind === NotificationKind.LOAD) {
          this.#loaded.add(id);
          this.#page(note.page); // a loaded page has its part before it shows
        }
        if (note.kind === NotificationKind.UNLOAD) this.#loaded.delete(id);
        if (note.kind in APPEARANCES) {
          const next = APPEARANCES[note.kind];
          if (next === null) this.#appearance.delete(id);
          else this.#appearance.set(id, next);
        }
        this.dispatchEvent(new CustomEvent(NOTIFICATION_EVENTS[note.kind], { bubbles: true, composed: true,
          detail: { page: note.page, id } }));
      }
    }
  }

  // --- input --------------------------------------------------------------

  #point(event) {
    const box = this.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  }

  #region(event) {
    const path = event.composedPath();
    for (const node of path) {
      if (node === this) break;
      const part = node.getAttribute?.("part") ?? "";
      if (part === "strip") return PointerRegion.STRIP;
      if (part === "header") return PointerRegion.LIST;
    }
    return PointerRegion.PAGES;
  }

  // A press is followed by every pager it is under; the innermost one that
  // can move the way the finger goes takes it once its engine says it drags
  // (a pager on its last page hands a forward drag to the one around it),
  // and the others let go of it.
  #pointerDown(event) {
    if (!this.#pager || this.#pointer !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    this.#press = event[CLAIMED] ??= { owner: null };
    this.#pointer = event.pointerId;
    this.#captured = false;
    const [x, y] = this.#point(event);
    this.#down = { x, y, lastX: x, position: this.#frame?.position ?? 0 };
    this.#send(PointerDown(this.#now(event), x, y, this.#region(event)));
  }

  #pointerMove(event) {
    if (event.pointerId !== this.#pointer) return;
    const [x, y] = this.#point(event);
    this.#down.lastX = x;
    this.#send(PointerMoved(this.#now(event), x, y));
  }

  // Whether this pager takes the press its engine now drags: a drag of the
  // pages only toward a page there is (or when the pages loop).
  #takes(gesture) {
    if (gesture !== PagerGesture.PAGES || this.#looping) return true;
    const backward = (this.#down.lastX > this.#down.x) !== this.#rtl;
    const position = this.#down.position;
    return backward ? position > 1e-6 : position < this.#sections.length - 1 - 1e-6;
  }

  // The press is another pager's (or leads nowhere here): the engine is
  // told the pointer went, at once.
  #letGo() {
    this.#pointer = null;
    this.#press = null;
    return this.#pager.step([PointerCancelled(this.#now())]);
  }

  // A touch that moves sideways inside a native scroller that cannot
  // scroll sideways (a vertical list in a page) would be panned by the
  // browser, which then cancels the pointer: its first sideways move is
  // prevented, so the pages take it. A scroller that can move that way
  // keeps it.
  #touchStart(event) {
    const touch = event.touches[0];
    this.#touch = event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY, decided: false, take: false }
      : null;
  }

  #touchMove(event) {
    const t = this.#touch;
    if (this.#pointer === null || t === null || event.touches.length !== 1) return;
    const touch = event.touches[0];
    const dx = touch.clientX - t.x;
    const dy = touch.clientY - t.y;
    if (!t.decided && (dx !== 0 || dy !== 0)) {
      t.decided = true;
      t.take = Math.abs(dx) > Math.abs(dy) && !this.#scrollsSideways(event, dx);
    }
    if (t.take && event.cancelable) event.preventDefault();
  }

  #scrollsSideways(event, dx) {
    for (const node of event.composedPath()) {
      if (node === this) return false;
      if (!(node instanceof Element) || node.scrollWidth <= node.clientWidth + 1) continue;
      const overflow = getComputedStyle(node).overflowX;
      if (overflow !== "auto" && overflow !== "scroll") continue;
      const room = dx < 0 ? node.scrollWidth - node.clientWidth - Math.abs(node.scrollLeft) : Math.abs(node.scrollLeft);
      if (room > 1) return true;
    }
    return false;
  }

  #pointerUp(event) {
    if (event.pointerId !== this.#pointer) return;
    // The moves still queued decide whether this was a drag before the lift.
    this.#flush();
    const dragged = this.#captured || DRAGS.has(this.#frame?.gesture);
    this.#pointer = null;
    this.#endCapture();
    if (dragged) {
      this.#suppressClick = true;
      setTimeout(() => {
        this.#suppressClick = false;
      }, 0);
    }
    const [x, y] = this.#point(event);
    this.#send(PointerUp(this.#now(event), x, y));
  }

  #pointerCancel(event) {
    if (event.pointerId !== this.#pointer) return;
    this.#pointer = null;
    this.#endCapture();
    this.#send(PointerCancelled(this.#now(event)));
  }

  #endCapture() {
    this.#captured = false;
    this.#parts.pages.classList.remove("dragging");
  }

  // A wheel event is taken (and its default prevented) only when the
  // engine moves something with it: horizontal-dominant over the pages
  // while a page lies that way, over a strip that scrolls, or vertical
  // while the header can collapse or expand or the selected list can
  // scroll that way. Anything else scrolls the document (or an outer
  // pager: an inner pager that takes it has prevented it).
  #wheel(event) {
    if (!this.#pager || !this.#frame || event.defaultPrevented || event.ctrlKey) return;
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.clientHeight : 1;
    const dx = event.deltaX * scale;
    const dy = event.deltaY * scale;
    const region = this.#region(event);
    if (!this.#usesWheel(dx, dy, region)) return;
    event.preventDefault();
    this.#send(Wheel(this.#now(event), dx, dy, region));
  }

  #usesWheel(dx, dy, region) {
    const frame = this.#frame;
    if (Math.abs(dx) > Math.abs(dy)) {
      if (region === PointerRegion.STRIP) return frame.stripScrolls;
      if (this.#looping) return true;
      const forward = (dx > 0) !== this.#rtl;
      const last = this.#sections.length - 1;
      return forward ? frame.position < last - 1e-6 : frame.position > 1e-6;
    }
    if (dy === 0 || region === PointerRegion.STRIP) return false;
    const header = frame.header;
    const range = header ? Math.max(0, this.headerHeight - this.#stripHeight()) : 0;
    const collapse = header ? header.headerOffset : 0;
    const list = frame.listOffset;
    const max = frame.selectedIndex === null ? 0 : this.#listMax[frame.selectedIndex] ?? 0;
    if (dy > 0) return collapse < range - 1e-6 || list < max - 1e-6;
    return collapse > 1e-6 || list > 1e-6;
  }

  // The WAI-ARIA tabs pattern: arrows move the selection (mirrored in RTL)
  // and wrap at the ends, Home and End go to the ends; focus follows the
  // selection.
  #key(event) {
    if (!this.#frame || this.#tabs.length === 0) return;
    const current = this.#frame.selectedIndex ?? 0;
    const count = this.#tabs.length;
    const step = { ArrowRight: this.#rtl ? -1 : 1, ArrowLeft: this.#rtl ? 1 : -1 }[event.key];
    let index = null;
    if (step !== undefined) index = (current + step + count) % count;
    else if (event.key === "Home") index = 0;
    else if (event.key === "End") index = count - 1;
    if (index === null) return;
    event.preventDefault();
    this.#tabs[index].focus();
    this.#send(Select(this.#now(), index, !reducedMotion?.matches));
  }
}

// A property for each attribute, reflected (the attribute is the truth).
for (const [property, attribute] of Object.entries(STRING_PROPERTIES)) {
  Object.defineProperty(SegPagerElement.prototype, property, {
    configurable: true,
    get() {
      return this.getAttribute(attribute);
    },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}
for (const [property, [attribute, fallback]] of Object.entries(NUMBER_PROPERTIES)) {
  Object.defineProperty(SegPagerElement.prototype, property, {
    configurable: true,
    get() {
      const value = Number(this.getAttribute(attribute) ?? fallback);
      return Number.isFinite(value) && value >= 0 ? value : fallback;
    },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}
Object.defineProperty(SegPagerElement.prototype, "noAnnounce", {
  configurable: true,
  get() {
    return this.hasAttribute("no-announce");
  },
  set(value) {
    this.toggleAttribute("no-announce", Boolean(value));
  },
});

if (!customElements.get("seg-pager")) customElements.define("seg-pager", SegPagerElement);
