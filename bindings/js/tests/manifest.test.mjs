// custom-elements.json (the element's Custom Elements Manifest) and
// seg-pager.d.ts against seg-pager.js itself, and every item against the
// tables of the web door guide (docs/guide/web.md). seg-pager.js is
// imported in node over a stub HTMLElement and customElements (it touches
// the DOM only in its methods): its observed attributes, statics and
// accessors come from the class; the events it dispatches, its shadow
// parts, slots and CSS custom properties from its source text.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { FarTransition, PagerPreset } from "../segpager.js";

const file = (path) => readFileSync(new URL(path, import.meta.url), "utf8");
const source = file("../seg-pager.js");
const css = file("../seg-pager.css");
const typings = file("../seg-pager.d.ts");
const guide = file("../../../docs/guide/web.md");
const manifest = JSON.parse(file("../custom-elements.json"));

globalThis.HTMLElement ??= class HTMLElement {};
globalThis.customElements ??= { get: () => undefined, define: () => {} };
const { SegPagerElement } = await import("../seg-pager.js");

const [module] = manifest.modules;
const [element] = module.declarations;
const names = (list) => list.map((item) => item.name).sort();
const sorted = (items) => [...new Set(items)].sort();
const LIFECYCLE = ["constructor", "connectedCallback", "disconnectedCallback", "attributeChangedCallback"];

// What a reflected property's getter reads: its attribute, and its value when absent.
function reflection(property) {
  const read = [];
  const absent = { getAttribute: (name) => (read.push(name), null), hasAttribute: (name) => (read.push(name), false) };
  const get = Object.getOwnPropertyDescriptor(SegPagerElement.prototype, property)?.get;
  try {
    const value = get.call(absent);
    return { attributes: read, value };
  } catch {
    return null; // an accessor over the element's private state
  }
}

// The guide's tables, by their first header cell: each row's cells, each
// cell's `code` spans.
function tables() {
  const found = {};
  let rows = null;
  for (const line of guide.split("\n")) {
    if (!line.startsWith("|")) {
      rows = null;
      continue;
    }
    const cells = line.slice(1, line.lastIndexOf("|")).split("|").map((cell) => cell.trim());
    if (rows === null) {
      rows = found[cells[0]] = [];
    } else if (!/^-+$/.test(cells[0])) {
      rows.push(cells.map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])));
    }
  }
  return found;
}
const guideTables = tables();
const table = (heading) => {
  const rows = Object.entries(guideTables).find(([head]) => head.startsWith(heading))?.[1];
  assert.ok(rows, `docs/guide/web.md has no table headed "${heading}"`);
  return rows;
};

test("the manifest declares <seg-pager> for the class seg-pager.js exports", () => {
  assert.equal(manifest.schemaVersion, "1.0.0");
  assert.equal(module.path, "seg-pager.js");
  assert.equal(element.tagName, "seg-pager");
  assert.equal(element.name, SegPagerElement.name);
  assert.equal(element.customElement, true);
  assert.match(source, /customElements\.define\("seg-pager", SegPagerElement\)/);
  assert.deepEqual(module.exports.map((e) => [e.kind, e.name]),
    [["js", "SegPagerElement"], ["custom-element-definition", "seg-pager"]]);
});

test("its attributes: the observed ones and every one the element reads, each with its property", () => {
  const reflected = {};
  for (const property of Object.getOwnPropertyNames(SegPagerElement.prototype)) {
    const seen = reflection(property);
    if (seen && seen.attributes.length === 1) reflected[property] = { attribute: seen.attributes[0], ...seen };
  }
  const read = [...source.matchAll(/this\.(?:get|has)Attribute\("([a-z-]+)"\)/g)].map((m) => m[1]);
  const expected = sorted([...SegPagerElement.observedAttributes, ...read,
    ...Object.values(reflected).map((r) => r.attribute)]);
  assert.deepEqual(names(element.attributes), expected);
  for (const observed of SegPagerElement.observedAttributes) {
    assert.ok(element.attributes.some((a) => a.name === observed), observed);
  }
  for (const [property, { attribute, value }] of Object.entries(reflected)) {
    const declared = element.attributes.find((a) => a.name === attribute);
    assert.equal(declared.fieldName, property, attribute);
    const member = element.members.find((m) => m.name === property);
    assert.equal(member.attribute, attribute, property);
    assert.equal(member.reflects, true, property);
    const kind = value === null ? "string" : typeof value;
    assert.ok(member.type.text.split(" | ").includes(kind), `${property}: ${member.type.text} is not ${kind}`);
    if (kind !== "string") assert.equal(member.default, String(value), property);
  }
  // the attributes' values are the engine's enums' names
  const values = (name) => element.attributes.find((a) => a.name === name).type.text.split(" | ").map(JSON.parse);
  assert.deepEqual(values("preset"), Object.keys(PagerPreset).map((k) => k.toLowerCase()));
  assert.deepEqual(values("far-transition"), Object.keys(FarTransition).map((k) => k.toLowerCase().replace("_", "-")));
});

test("its members are the class's statics and public properties", () => {
  const statics = Object.getOwnPropertyNames(SegPagerElement).filter((n) => !["length", "name", "prototype"].includes(n));
  const instance = Object.getOwnPropertyNames(SegPagerElement.prototype).filter((n) => !LIFECYCLE.includes(n));
  assert.deepEqual(names(element.members.filter((m) => m.static)), sorted(statics));
  assert.deepEqual(names(element.members.filter((m) => !m.static)), sorted(instance));
  for (const member of element.members) {
    const descriptor = Object.getOwnPropertyDescriptor(member.static ? SegPagerElement : SegPagerElement.prototype,
      member.name);
    if (!member.static) assert.equal(Boolean(member.readonly), descriptor.set === undefined, member.name);
  }
});

// The names of the events seg-pager.js dispatches: each CustomEvent is
// made with a literal name or one of NOTIFICATION_EVENTS'.
function dispatched() {
  const made = [...source.matchAll(/new CustomEvent\(([^,]+),/g)].map((m) => m[1].trim());
  const table = source.match(/const NOTIFICATION_EVENTS = \{([\s\S]*?)\};/)[1];
  return made.flatMap((argument) => {
    if (/^"[^"]+"$/.test(argument)) return [JSON.parse(argument)];
    assert.match(argument, /^NOTIFICATION_EVENTS\[/, `an event named by ${argument}: teach this test`);
    return [...table.matchAll(/: "([^"]+)"/g)].map((m) => m[1]);
  });
}

test("its events are the ones seg-pager.js dispatches", () => {
  assert.ok(dispatched().length >= 7);
  assert.deepEqual(names(element.events), sorted(dispatched()));
});

test("its parts, slots and CSS properties are the shadow root's and the CSS's", () => {
  const parts = [...source.matchAll(/part="([^"]+)"|setAttribute\("part", "([^"]+)"\)/g)]
    .flatMap((m) => (m[1] ?? m[2]).split(/\s+/));
  assert.deepEqual(names(element.cssParts), sorted(parts));
  const slots = [...source.matchAll(/<slot name="([^"]+)">/g)].map((m) => m[1]);
  if (source.includes('createElement("slot")')) slots.push("");
  assert.deepEqual(names(element.slots), sorted(slots));
  const properties = [...(source + css).matchAll(/(--segpager-[a-z-]+)/g)].map((m) => m[1]);
  assert.deepEqual(names(element.cssProperties), sorted(properties));
  for (const property of element.cssProperties) {
    const declared = source.match(new RegExp(`${property.name}: ([^;]+);`)) ??
      (source + css).match(new RegExp(`var\\(${property.name}, ([^)]+)\\)`));
    assert.equal(property.default, declared?.[1].trim(), property.name);
  }
});

test("seg-pager.d.ts declares every member and event", () => {
  for (const member of element.members) {
    const declared = member.static ? `static ${member.name}:` : `get ${member.name}()`;
    assert.ok(typings.includes(declared), `seg-pager.d.ts has no ${declared}`);
  }
  for (const event of element.events) assert.ok(typings.includes(`"${event.name}": CustomEvent<`), event.name);
  assert.match(typings, /"seg-pager": SegPagerElement;/);
});

test("every attribute, event, part and CSS property is in the web door guide's tables", () => {
  const firsts = (rows) => rows.flatMap((row) => row[0]);
  const attributes = table("attribute");
  assert.deepEqual(sorted(firsts(attributes)), names(element.attributes));
  for (const attribute of element.attributes.filter((a) => a.fieldName)) {
    const row = attributes.find((cells) => cells[0].includes(attribute.name));
    assert.ok(row[1].includes(attribute.fieldName), `${attribute.name}'s row names ${row[1]}, not ${attribute.fieldName}`);
  }
  assert.deepEqual(sorted(firsts(table("event"))), names(element.events));
  const parts = table("part");
  assert.deepEqual(sorted(firsts(parts)).filter((p) => !names(element.cssParts).includes(p)), []);
  for (const part of element.cssParts) assert.ok(parts.some((row) => row.flat().includes(part.name)), part.name);
  const properties = table("CSS property");
  assert.deepEqual(sorted(firsts(properties)), names(element.cssProperties));
  for (const property of element.cssProperties) {
    const row = properties.find((cells) => cells[0].includes(property.name));
    assert.deepEqual(row[1], [property.default], property.name);
  }
  for (const member of element.members) {
    const named = new RegExp(`\`(SegPagerElement\\.)?${member.name}\``);
    assert.match(guide, named, `the guide never names ${member.name}`);
  }
});
