// Compiled by `make test-js` with tsc --strict --noEmit, beside
// types_check.ts: seg-pager.d.ts types <seg-pager> as a page uses it, and
// refuses what the element does not have (each @ts-expect-error line must
// be an error).

import { SegPagerElement, type SegPagerSelectionCause } from "../seg-pager.js";
import type { PagerFrame } from "../segpager.js";

export function wire(): string {
  SegPagerElement.moduleURL = new URL("segpager.wasm", "https://example.invalid/assets/");
  const attributes: string[] = SegPagerElement.observedAttributes;
  // the tag's element is a SegPagerElement, from the tag name alone
  const pager = document.createElement("seg-pager");
  const index: number | null = pager.selectedIndex;
  const page: number = pager.selectedIndex ?? 0;
  pager.selectedIndex = 2;
  const found: SegPagerElement | null = document.querySelector("seg-pager");
  pager.preset = "android";
  const preset: string | null = pager.preset;
  pager.farTransition = "sweep";
  pager.headerHeight = 200;
  const height: number = pager.headerHeight + pager.stripHeight;
  pager.noAnnounce = true;
  pager.label = null;
  const frame: PagerFrame | null = pager.frame;
  const moving: boolean = pager.animating;
  const causes: SegPagerSelectionCause[] = [];
  // each event's detail is typed by its name
  pager.addEventListener("segpager-select", (event) => {
    const selected: number = event.detail.index;
    const previous: number | null = event.detail.previous;
    causes.push(event.detail.cause);
    // @ts-expect-error a selection's detail has no page (a lifecycle event's has)
    console.log(selected, previous, event.detail.page);
  });
  const onLoad = (event: CustomEvent<{ page: number; id: number }>): void => {
    const loaded: number = event.detail.page + event.detail.id;
    console.log(loaded);
  };
  pager.addEventListener("segpager-load", onLoad);
  pager.removeEventListener("segpager-load", onLoad);
  pager.addEventListener("click", (event) => console.log(event.clientX));
  // @ts-expect-error not a member of the element
  pager.selectedPage = 1;
  // @ts-expect-error the index is a number, not its tab's title
  pager.selectedIndex = "World";
  // @ts-expect-error headerHeight reads as a number
  const text: string = pager.headerHeight;
  // @ts-expect-error pager is read-only
  pager.pager = null;
  // @ts-expect-error an unload's detail has no cause
  pager.addEventListener("segpager-unload", (event) => console.log(event.detail.cause));
  return [attributes, index, page, found, preset, height, frame, moving, causes, text].join(" ");
}
