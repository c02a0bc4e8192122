// The entry of seg-pager.min.js, the web door in one file for a page:
// `make wasm` bundles and minifies it with esbuild into .build/web, beside
// segpager.wasm. Importing it defines <seg-pager>; its exports are
// segpager.js's (typed by segpager.d.ts) and the element's class.
export * from "./segpager.js";
export { SegPagerElement } from "./seg-pager.js";
