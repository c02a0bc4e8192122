// <seg-pager>: a segmented pager for web pages, drawn from segpager's frames.
// Vanilla Web Components, no framework:
//
//   <script type="module" src="seg-pager.js"></script>
//   <seg-pager>
//     <section title="Top">…</section>
//     <section title="World">…</section>
//   </seg-pager>
//
// Each child is a page; its `title` attribute is its tab. A child with
// slot="header" is a collapsing header over the strip (its height is the
// `header-height` attribute; the strip stays pinned). The element measures
// the titles with the page's fonts, feeds the engine Pointer Events (touch,
// pen, mouse, with pointer capture), wheel and trackpad scrolls, the
// keyboard (the WAI-ARIA tabs pattern) and resizes, and draws every frame:
// the strip, the indicator, the titles' colours and scales, the pages and
// their lists, the header. It ticks with requestAnimationFrame only while
// the frame says something moves. The engine decides everything a person
// sees: the element holds no layout or physics of its own.
//
// Attributes: preset ("ios", "android"), far-transition ("adjacent",
// "pre-jump", "sweep"), header-height, strip-height (default 44),
// selected-index (read at start), configuration (JSON: any other option of
// the pager, nested as Swift's, with the styles: {"paging": {"profile":
// "COMPOSE"}, "stripStyle": {"itemPadding": 24}}). Properties: pager (the engine's Pager),
// frame (the last frame), selectedIndex (get; set selects, animated).
// DOM events (bubbling, composed): segpager-select {index, previous, cause},
// segpager-load, segpager-unload, segpager-will-appear, segpager-did-appear,
// segpager-will-disappear, segpager-did-disappear (each {page, id}: the
// page's index now, and its section's id, which stays with the section
// while it is a child), in the engine's order. A section added or removed
// is an item edit of the same engine: the page on screen stays, with no
// event of its own, and a removed page gets its disappear and unload
// events. An attribute change starts a new engine, and removing the
// element ends it: the old engine's pages first get their disappear and
// unload events, so every load has its unload and every appear its
// disappear.

import {
  init, Pager, PointerDown, PointerMoved, PointerUp, PointerCancelled, Wheel, Resized, Select, Tick,
  ListResized, NotificationKind, PointerRegion, SelectionCause, Direction, PagerPreset, FarTransition,
} from "./segpager.js";

await init(new URL("segpager.wasm", import.meta.url));

const STYLE = `
:host { display: block; position: relative; overflow: hidden; touch-action: none; user-select: none;
  -webkit-user-select: none; --segpager-normal: #6b7280; --segpager-selected: #111827;
  --segpager-indicator: #2563eb; font: inherit; contain: layout paint; }
[part=header] { position: absolute; left: 0; right: 0; top: 0; overflow: hidden; }
[part=strip] { position: absolute; left: 0; right: 0; top: 0; overflow: hidden; background: Canvas; }
[part=tab] { position: absolute; top: 0; bottom: 0; left: 0; display: flex; align-items: center;
  justify-content: center; border: 0; margin: 0; padding: 0; background: none; font: inherit;
  white-space: nowrap; cursor: pointer; transform-origin: center; }
[part=tab]:focus-visible { outline: 2px solid var(--segpager-indicator); outline-offset: -2px; }
[part=tab] span { display: inline-block; transform-origin: center; }
[part=indicator] { position: absolute; left: 0; top: 0; background: var(--segpager-indicator);
  pointer-events: none; }
[part=pages] { position: absolute; left: 0; right: 0; bottom: 0; overflow: hidden; }
[part=page] { position: absolute; top: 0; bottom: 0; left: 0; overflow: hidden; }
[part=page][hidden] { display: none; }
[part=list] { position: absolute; left: 0; right: 0; top: 0; }
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

export class SegPagerElement extends HTMLElement {
  static observedAttributes = ["preset", "far-transition", "header-height", "strip-height", "configuration", "dir"];

  #root;
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
  #pointer = null;
  #observer = null;
  #children = null;
  #size = { width: 0, height: 0 };
  #time = 0;
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
    this.#root = this.attachShadow({ mode: "open" });
    this.#root.innerHTML = `<style>${STYLE}</style><div part="header"><slot name="header"></slot></div>` +
      `<div part="strip" role="tablist"><div part="indicator"></div></div><div part="pages"></div>` +
      `<slot hidden></slot>`;
    // A section added or removed (a removed one leaves a named slot, which
    // no slotchange of the default slot reports): the pages again.
    this.#children = new MutationObserver(() => this.#rebuild({ engine: false }));
    this.addEventListener("pointerdown", (e) => this.#pointerDown(e));
    this.addEventListener("pointermove", (e) => this.#pointerMove(e));
    this.addEventListener("pointerup", (e) => this.#pointerUp(e));
    this.addEventListener("pointercancel", (e) => this.#pointerCancel(e));
    this.addEventListener("wheel", (e) => this.#wheel(e), { passive: false });
    this.#root.querySelector("[part=strip]").addEventListener("keydown", (e) => this.#key(e));
  }

  /** The engine's pager (null before the element is connected). */
  get pager() {
    return this.#pager;
  }

  /** The last frame drawn. */
  get frame() {
    return this.#frame;
  }

  /** Whether the element will draw another frame without new input: input
   * waits for the next animation frame, or the last frame says something
   * moves. */
  get animating() {
    return this.#queue.length > 0 || this.#scheduled !== 0 || (this.#frame?.animating ?? false);
  }

  /** The selected page's index (null with no pages). */
  get selectedIndex() {
    return this.#frame?.selectedIndex ?? null;
  }

  /** Selects page `index`, animated (not with prefers-reduced-motion). */
  set selectedIndex(index) {
    this.#send(Select(this.#now(), index, !reducedMotion?.matches));
  }

  connectedCallback() {
    this.#observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.target === this)) this.#resized();
      // a page's list changed height (its content arrived): its largest offset
      const listHeight = this.#listHeight();
      const events = entries.map((entry) => this.#lists.indexOf(entry.target)).filter((k) => k >= 0)
        .map((k) => ListResized(this.#time, k, Math.max(0, this.#lists[k].scrollHeight - listHeight)));
      if (events.length) this.#send(...events);
    });
    this.#observer.observe(this);
    this.#children.observe(this, { childList: true });
    this.#rebuild();
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#children.disconnect();
    cancelAnimationFrame(this.#scheduled);
    this.#scheduled = 0;
    this.#endEngine();
  }

  attributeChangedCallback() {
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

  #stripHeight() {
    return Number(this.getAttribute("strip-height") ?? 44);
  }

  #options() {
    const width = this.clientWidth || 1;
    const preset = (this.getAttribute("preset") ?? "ios").toUpperCase();
    const options = {
      viewportWidth: width,
      preset: PagerPreset[preset] ?? PagerPreset.IOS,
      initialIndex: Number(this.getAttribute("selected-index") ?? 0),
      stripStyle: {
        itemPadding: 16,
        direction: getComputedStyle(this).direction === "rtl" ? Direction.RTL : Direction.LTR,
      },
      indicatorStyle: { height: 3 },
      appearanceStyle: {
        normalColor: parseColor(getComputedStyle(this).getPropertyValue("--segpager-normal").trim() || "#6b7280"),
        selectedColor: parseColor(getComputedStyle(this).getPropertyValue("--segpager-selected").trim() || "#111827"),
      },
    };
    const far = this.getAttribute("far-transition");
    if (far) options.farTransition = FarTransition[far.toUpperCase().replace("-", "_")];
    // any other field of the configuration (and the styles), as JSON: Swift's
    // nesting, enums by name ({"paging": {"profile": "COMPOSE"}})
    const json = this.getAttribute("configuration");
    if (json) {
      for (const [key, value] of Object.entries(JSON.parse(json))) {
        const nested = typeof value === "object" && value !== null && typeof options[key] === "object";
        options[key] = nested ? { ...options[key], ...value } : value;
      }
    }
    if (reducedMotion?.matches) options.tapDuration = 0;
    return options;
  }

  // Pages and tabs, made again from the children, and the engine's items:
  // a child added or removed is an edit of the items (`engine: false`),
  // which keeps the selection on its section and the lifecycle going; the
  // first build and an attribute change make a new engine, which keeps the
  // section the reader is on, wherever it now stands (if it went, the same
  // index, clamped). Only the first build reads `selected-index`.
  #rebuild({ engine = true } = {}) {
    if (!this.isConnected) return;
    const children = [...this.children].filter((child) => child.slot !== "header");
    let initialIndex = null;
    if (engine && this.#reading !== null && children.length > 0) {
      const again = children.indexOf(this.#reading.section);
      initialIndex = again >= 0 ? again : Math.min(this.#reading.index, children.length - 1);
      this.#reading = { section: children[initialIndex], index: initialIndex };
    }
    this.#sections = children;
    const strip = this.#root.querySelector("[part=strip]");
    const pagesPart = this.#root.querySelector("[part=pages]");
    for (const tab of this.#tabs) tab.remove();
    pagesPart.replaceChildren();
    this.#tabs = children.map((child, k) => {
      const tab = document.createElement("button");
      tab.setAttribute("part", "tab");
      tab.setAttribute("role", "tab");
      tab.id = `tab-${k}`;
      tab.setAttribute("aria-controls", `page-${k}`);
      tab.tabIndex = -1;
      // Enter or Space on a focused tab (a click with no pointer behind it;
      // a pointer's tap reaches the engine as pointer events)
      tab.addEventListener("click", (event) => {
        if (event.detail === 0) this.#send(Select(this.#now(), k, !reducedMotion?.matches));
      });
      const label = document.createElement("span");
      label.textContent = child.getAttribute("title") ?? child.dataset.title ?? `${k + 1}`;
      tab.append(label);
      strip.append(tab);
      return tab;
    });
    this.#pages = children.map((child, k) => {
      child.slot = `page-${k}`;
      const page = document.createElement("div");
      page.setAttribute("part", "page");
      page.setAttribute("role", "tabpanel");
      page.id = `page-${k}`;
      page.setAttribute("aria-labelledby", `tab-${k}`);
      page.hidden = true;
      const list = document.createElement("div");
      list.setAttribute("part", "list");
      const slot = document.createElement("slot");
      slot.name = `page-${k}`;
      list.append(slot);
      page.append(list);
      pagesPart.append(page);
      return page;
    });
    for (const list of this.#lists) this.#observer?.unobserve(list);
    this.#lists = this.#pages.map((page) => page.firstChild);
    for (const list of this.#lists) this.#observer?.observe(list);
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
    this.#pager = new Pager(items, options);
    const height = Number(this.getAttribute("header-height") ?? 0);
    if (this.querySelector(":scope > [slot=header]") && height > 0) {
      this.#pager.setHeader({ style: { height, pinnedHeight: this.#stripHeight() } });
    }
    this.#time = Math.max(this.#time, performance.now() / 1000);
    this.#resized();
    document.fonts?.ready.then(() => this.#remeasure());
  }

  // The items: each tab's title width, with its section's id.
  #items() {
    return this.#tabs.map((tab, k) => {
      let id = this.#ids.get(this.#sections[k]);
      if (id === undefined) {
        id = this.#nextId++;
        this.#ids.set(this.#sections[k], id);
      }
      return { id, contentWidth: tab.firstChild.getBoundingClientRect().width };
    });
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
    const widths = this.#tabs.map((tab) => tab.firstChild.getBoundingClientRect().width);
    const items = this.#pager.items;
    if (widths.every((w, k) => items[k]?.contentWidth === w)) return;
    this.#pager.setItems(this.#items());
    this.#send();
  }

  #resized() {
    if (!this.#pager) return;
    const width = this.clientWidth;
    const height = this.clientHeight;
    const events = [];
    if (width > 0 && width !== this.#size.width) events.push(Resized(this.#time, width, 0));
    if (height !== this.#size.height || width !== this.#size.width) {
      const listHeight = this.#listHeight();
      this.#lists.forEach((list, k) => {
        events.push(ListResized(this.#time, k, Math.max(0, list.scrollHeight - listHeight)));
      });
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
    if (!this.#scheduled) this.#scheduled = requestAnimationFrame(() => this.#tick());
  }

  // One display frame: the queued events and a tick, then the drawing; again
  // on the next animation frame only while something moves. While a pointer
  // is down the input drives the frames on its own time stamps, with no
  // tick: a tick at the frame's time could run ahead of input still on its
  // way, and the release would seem to come after a pause (no fling).
  #tick() {
    this.#scheduled = 0;
    if (!this.#pager) return;
    const events = this.#queue;
    this.#queue = [];
    if (this.#pointer === null) events.push(Tick(this.#now()));
    if (events.length === 0) return;
    const frame = this.#pager.step(events);
    this.#draw(frame);
    this.#dispatch(frame);
    if (frame.animating && this.#pointer === null) this.#scheduled = requestAnimationFrame(() => this.#tick());
  }

  #draw(frame) {
    this.#frame = frame;
    const index = frame.selectedIndex;
    if (index !== null) this.#reading = { section: this.#sections[index], index };
    const stripHeight = this.#stripHeight();
    const header = frame.header;
    const stripPart = this.#root.querySelector("[part=strip]");
    const headerPart = this.#root.querySelector("[part=header]");
    const pagesPart = this.#root.querySelector("[part=pages]");
    let stripTop = 0;
    if (header) {
      const { content, strip } = header.frame;
      headerPart.style.cssText = `top:${content.y}px;height:${content.height}px;display:block`;
      stripTop = strip.y;
    } else {
      headerPart.style.display = "none";
    }
    stripPart.style.top = `${stripTop}px`;
    stripPart.style.height = `${stripHeight}px`;
    pagesPart.style.top = `${stripTop + stripHeight}px`;
    // the tabs: each visible item at its frame, less the strip offset
    const offset = frame.strip.stripOffset;
    const shown = new Set();
    for (const item of frame.stripItems) {
      const tab = this.#tabs[item.item];
      if (!tab) continue;
      shown.add(item.item);
      tab.style.cssText = `transform:translateX(${item.frame.x - offset}px);width:${item.frame.width}px;` +
        `color:${css(item.appearance.color)}`;
      tab.firstChild.style.transform = item.appearance.scale === 1 ? "" : `scale(${item.appearance.scale})`;
    }
    this.#tabs.forEach((tab, k) => {
      // off screen, not hidden: a tab the strip does not show keeps its focus
      if (!shown.has(k)) tab.style.cssText = "transform:translateX(-100000px)";
      const selected = k === frame.selectedIndex;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
    });
    const indicator = frame.strip.indicator;
    const bar = this.#root.querySelector("[part=indicator]");
    bar.style.cssText = `transform:translate(${indicator.x - offset}px,${indicator.y}px);` +
      `width:${indicator.width}px;height:${indicator.height}px;border-radius:${indicator.cornerRadius}px;` +
      `opacity:${indicator.alpha}`;
    // the pages on screen at their x, their lists at their offsets
    const visible = new Set();
    for (const page of frame.pages) {
      const part = this.#pages[page.page];
      if (!part) continue;
      visible.add(page.page);
      part.hidden = false;
      part.style.transform = `translateX(${page.x}px)`;
      part.style.width = `${page.width}px`;
      this.#lists[page.page].style.transform = `translateY(${-page.listOffset}px)`;
    }
    this.#pages.forEach((part, k) => {
      if (!visible.has(k)) part.hidden = true;
    });
  }

  #dispatch(frame) {
    const focusInStrip = this.#root.activeElement?.getAttribute("role") === "tab";
    for (const note of frame.notifications) {
      if (note.kind === NotificationKind.SELECTED_CHANGED) {
        this.dispatchEvent(new CustomEvent("segpager-select", { bubbles: true, composed: true,
          detail: { index: note.page, previous: note.previous, cause: CAUSES[note.cause] } }));
        if (focusInStrip) this.#tabs[note.page]?.focus();
      } else if (NOTIFICATION_EVENTS[note.kind]) {
        const id = Number(note.id);
        if (note.kind === NotificationKind.LOAD) this.#loaded.add(id);
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
    if (path.some((node) => node.getAttribute?.("part") === "strip")) return PointerRegion.STRIP;
    if (path.some((node) => node.getAttribute?.("part") === "header")) return PointerRegion.LIST;
    return PointerRegion.PAGES;
  }

  #pointerDown(event) {
    if (!this.#pager || this.#pointer !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    this.#pointer = event.pointerId;
    this.setPointerCapture(event.pointerId);
    const [x, y] = this.#point(event);
    this.#send(PointerDown(this.#now(event), x, y, this.#region(event)));
  }

  #pointerMove(event) {
    if (event.pointerId !== this.#pointer) return;
    const [x, y] = this.#point(event);
    this.#send(PointerMoved(this.#now(event), x, y));
  }

  #pointerUp(event) {
    if (event.pointerId !== this.#pointer) return;
    this.#pointer = null;
    const [x, y] = this.#point(event);
    this.#send(PointerUp(this.#now(event), x, y));
  }

  #pointerCancel(event) {
    if (event.pointerId !== this.#pointer) return;
    this.#pointer = null;
    this.#send(PointerCancelled(this.#now(event)));
  }

  #wheel(event) {
    if (!this.#pager) return;
    event.preventDefault();
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.clientHeight : 1;
    this.#send(Wheel(this.#now(event), event.deltaX * scale, event.deltaY * scale, this.#region(event)));
  }

  // The WAI-ARIA tabs pattern: arrows move the selection (mirrored in RTL),
  // Home and End go to the ends; focus follows the selection.
  #key(event) {
    if (!this.#frame || this.#tabs.length === 0) return;
    const rtl = getComputedStyle(this).direction === "rtl";
    const current = this.#frame.selectedIndex ?? 0;
    const last = this.#tabs.length - 1;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let index = null;
    if (step !== undefined) index = Math.min(last, Math.max(0, current + step));
    else if (event.key === "Home") index = 0;
    else if (event.key === "End") index = last;
    if (index === null) return;
    event.preventDefault();
    this.#tabs[index].focus();
    this.#send(Select(this.#now(), index, !reducedMotion?.matches));
  }
}

customElements.define("seg-pager", SegPagerElement);
