/**
 * Draws the demo content's illustrations as small flat SVGs under public/images.
 *   npx tsx scripts/generate-demo-images.ts
 * The output is committed; this script is how it was made (and how to change the palette).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const C = { green: "#0d5a3b", deep: "#073323", sand: "#d6b56d", pale: "#f7f0e1", sky: "#bfe0f2", dusk: "#f2c994", night: "#16234a", white: "#ffffff", grey: "#8c9691", black: "#1b1b1b" };

const sky = (w: number, h: number, top: string, bottom: string) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
const dunes = (w: number, h: number, y: number, color = C.sand) =>
  `<path d="M0 ${y} Q ${w * 0.25} ${y - 60} ${w * 0.5} ${y} T ${w} ${y} V ${h} H 0 Z" fill="${color}"/><path d="M0 ${y + 60} Q ${w * 0.3} ${y + 10} ${w * 0.65} ${y + 60} T ${w} ${y + 50} V ${h} H 0 Z" fill="#c9a55b"/>`;
const sun = (x: number, y: number, r: number, color = "#fff3c4") => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
const minaret = (x: number, base: number, height: number, color = C.white) =>
  `<rect x="${x - 9}" y="${base - height}" width="18" height="${height}" fill="${color}"/><path d="M${x - 12} ${base - height} L ${x} ${base - height - 40} L ${x + 12} ${base - height} Z" fill="${color}"/><rect x="${x - 14}" y="${base - height * 0.6}" width="28" height="8" fill="${color}"/>`;
const dome = (x: number, base: number, r: number, color: string) =>
  `<path d="M${x - r} ${base} A ${r} ${r * 1.1} 0 0 1 ${x + r} ${base} Z" fill="${color}"/><rect x="${x - 3}" y="${base - r * 1.1 - 28}" width="6" height="30" fill="${C.sand}"/>`;
const mosque = (x: number, base: number, color: string) =>
  `<rect x="${x - 160}" y="${base - 90}" width="320" height="90" fill="${color}"/>${dome(x, base - 90, 90, color)}${minaret(x - 200, base, 230, color)}${minaret(x + 200, base, 230, color)}`;
const kaaba = (x: number, base: number) =>
  `<rect x="${x - 110}" y="${base - 200}" width="220" height="200" fill="${C.black}"/><rect x="${x - 110}" y="${base - 160}" width="220" height="18" fill="${C.sand}"/><rect x="${x - 26}" y="${base - 120}" width="40" height="80" fill="${C.sand}" opacity="0.8"/>`;
const plane = (x: number, y: number, s: number, color = C.white) =>
  `<g transform="translate(${x} ${y}) scale(${s}) rotate(-12)"><rect x="-120" y="-14" width="240" height="28" rx="14" fill="${color}"/><path d="M-20 0 L 40 -110 L 70 -110 L 40 0 Z M-20 0 L 40 110 L 70 110 L 40 0 Z M-110 0 L -90 -50 L -70 -50 L -80 0 Z" fill="${color}"/></g>`;
const tower = (x: number, base: number) =>
  `<rect x="${x - 14}" y="${base - 260}" width="28" height="260" fill="${C.grey}"/><rect x="${x - 50}" y="${base - 310}" width="100" height="50" rx="8" fill="${C.deep}"/><rect x="${x - 40}" y="${base - 300}" width="80" height="20" fill="${C.sky}"/>`;
const mountains = (w: number, h: number, y: number) =>
  `<path d="M0 ${y} L ${w * 0.18} ${y - 220} L ${w * 0.36} ${y - 40} L ${w * 0.55} ${y - 280} L ${w * 0.78} ${y - 60} L ${w * 0.9} ${y - 160} L ${w} ${y - 80} V ${h} H 0 Z" fill="#7d6b55"/><path d="M0 ${y + 40} L ${w * 0.25} ${y - 90} L ${w * 0.5} ${y + 20} L ${w * 0.72} ${y - 120} L ${w} ${y + 10} V ${h} H 0 Z" fill="#5d4f40"/>`;
const road = (w: number, h: number, y: number) =>
  `<path d="M${w * 0.47} ${y} L ${w * 0.53} ${y} L ${w * 0.8} ${h} L ${w * 0.2} ${h} Z" fill="#3b3b3b"/><path d="M${w * 0.497} ${y + 20} L ${w * 0.503} ${y + 20} L ${w * 0.51} ${h} L ${w * 0.49} ${h} Z" fill="${C.sand}" stroke-dasharray="30 30"/>`;
const person = (x: number, base: number, s: number, color: string) =>
  `<circle cx="${x}" cy="${base - 150 * s}" r="${26 * s}" fill="#8a5a3c"/><rect x="${x - 32 * s}" y="${base - 120 * s}" width="${64 * s}" height="${120 * s}" rx="${26 * s}" fill="${color}"/>`;
const suitcase = (x: number, base: number, w: number, h: number, color: string) =>
  `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="14" fill="${color}"/><rect x="${x + w / 2 - 22}" y="${base - h - 26}" width="44" height="30" rx="8" fill="none" stroke="${C.deep}" stroke-width="8"/><rect x="${x + 14}" y="${base - h + 20}" width="8" height="${h - 40}" fill="#ffffff55"/>`;
const tent = (x: number, base: number, s: number) => `<path d="M${x - 70 * s} ${base} L ${x} ${base - 110 * s} L ${x + 70 * s} ${base} Z" fill="${C.white}"/><path d="M${x} ${base - 110 * s} L ${x + 70 * s} ${base} L ${x + 20 * s} ${base} Z" fill="#dfe6e3"/>`;
const stars = (w: number, n: number) => Array.from({ length: n }, (_, i) => `<circle cx="${(i * 137) % w}" cy="${(i * 71) % 260 + 20}" r="${i % 3 === 0 ? 3 : 2}" fill="#fff" opacity="0.8"/>`).join("");
const crescent = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#f5e6a8"/><circle cx="${x + r * 0.4}" cy="${y - r * 0.2}" r="${r * 0.85}" fill="${C.night}"/>`;

/** A vehicle seen from the side; length and height in units, windows as a band. */
function vehicle(w: number, h: number, length: number, height: number, color: string, windows: number): string {
  const x = (w - length) / 2;
  const base = h * 0.78;
  const body = `<rect x="${x}" y="${base - height}" width="${length}" height="${height - 20}" rx="${Math.min(40, height / 3)}" fill="${color}"/>`;
  const band = Array.from({ length: windows }, (_, i) => {
    const ww = (length - 60) / windows - 10;
    return `<rect x="${x + 30 + i * (ww + 10)}" y="${base - height + 16}" width="${ww}" height="${height * 0.32}" rx="8" fill="${C.sky}"/>`;
  }).join("");
  const wheel = (cx: number) => `<circle cx="${cx}" cy="${base - 10}" r="34" fill="#222"/><circle cx="${cx}" cy="${base - 10}" r="14" fill="#bbb"/>`;
  return `${body}${band}${wheel(x + length * 0.18)}${wheel(x + length * 0.82)}<rect x="0" y="${base + 24}" width="${w}" height="${h - base}" fill="#e4ddd0"/>`;
}

const W = 1200;
const H = 675;
const scenes: Record<string, string> = {
  kaaba: sky(W, H, C.sky, C.pale) + sun(980, 130, 60) + minaret(200, 560, 300) + minaret(1000, 560, 300) + `<rect y="520" width="${W}" height="155" fill="#efeae0"/>` + kaaba(600, 560),
  airport: sky(W, H, "#8ec9ea", C.pale) + plane(640, 220, 1.3) + tower(220, 600) + `<rect y="560" width="${W}" height="115" fill="#9a9f9c"/><rect y="610" width="${W}" height="10" fill="${C.white}" opacity="0.7"/>`,
  crescent: sky(W, H, C.night, "#2d3f73") + stars(W, 40) + crescent(940, 150, 70) + mosque(520, 640, "#0b1533"),
  desert: sky(W, H, C.dusk, C.pale) + sun(600, 330, 110, "#fde2a8") + dunes(W, H, 470),
  family: sky(W, H, C.sky, C.pale) + `<rect y="540" width="${W}" height="135" fill="#e4ddd0"/>` + person(420, 600, 1.3, C.green) + person(560, 600, 1.2, "#7b3f61") + person(680, 600, 0.8, C.sand) + person(780, 600, 1.1, "#355c9a") + suitcase(880, 600, 110, 150, "#2f6e8e"),
  "green-dome": sky(W, H, "#a9d6ee", C.pale) + `<rect y="560" width="${W}" height="115" fill="#efeae0"/>` + `<rect x="380" y="420" width="440" height="140" fill="#f4efe6"/>` + dome(600, 420, 110, "#1f8a4c") + minaret(330, 560, 320, "#f4efe6") + minaret(870, 560, 320, "#f4efe6"),
  luggage: sky(W, H, C.pale, "#efe3c8") + `<rect y="560" width="${W}" height="115" fill="#d9cfbd"/>` + suitcase(330, 580, 170, 260, C.green) + suitcase(540, 580, 150, 200, "#b5523b") + suitcase(730, 580, 130, 150, "#355c9a"),
  mountains: sky(W, H, "#9fd0ea", C.pale) + sun(250, 150, 55) + mountains(W, H, 560),
  road: sky(W, H, C.dusk, C.pale) + dunes(W, H, 420) + road(W, H, 400) + sun(620, 300, 60, "#fde2a8"),
  suv: sky(W, H, C.sky, C.pale) + vehicle(W, H, 620, 260, C.black, 3),
  tents: sky(W, H, "#f6d29a", C.pale) + mountains(W, H, 420) + `<rect y="470" width="${W}" height="205" fill="#e9e2d3"/>` + Array.from({ length: 9 }, (_, i) => tent(90 + i * 130, 560, 0.9) + tent(150 + i * 130, 650, 1.1)).join(""),
};

const VW = 800;
const VH = 500;
const vehicles: Record<string, string> = {
  sedan: sky(VW, VH, C.pale, C.pale) + vehicle(VW, VH, 460, 150, "#e8e8e8", 2),
  suv: sky(VW, VH, C.pale, C.pale) + vehicle(VW, VH, 500, 200, C.black, 3),
  van: sky(VW, VH, C.pale, C.pale) + vehicle(VW, VH, 540, 230, "#f0f0f0", 4),
  minibus: sky(VW, VH, C.pale, C.pale) + vehicle(VW, VH, 600, 250, C.white, 5),
  coaster: sky(VW, VH, C.pale, C.pale) + vehicle(VW, VH, 660, 270, C.green, 6),
  bus: sky(VW, VH, C.pale, C.pale) + vehicle(VW, VH, 740, 290, C.deep, 8),
};

const products: Record<string, string> = {
  "jeddah-airport-to-makkah": sky(VW, VH, "#8ec9ea", C.pale) + plane(560, 140, 0.8) + `<rect y="400" width="${VW}" height="100" fill="#efeae0"/>` + kaaba(260, 420) + minaret(110, 420, 200) + minaret(420, 420, 200),
  "madinah-airport-to-hotel": sky(VW, VH, "#a9d6ee", C.pale) + plane(560, 130, 0.7) + `<rect y="420" width="${VW}" height="80" fill="#efeae0"/>` + dome(250, 420, 90, "#1f8a4c") + minaret(110, 420, 240, "#f4efe6"),
  "makkah-to-madinah": sky(VW, VH, C.dusk, C.pale) + dunes(VW, VH, 330) + road(VW, VH, 300),
  "makkah-ziyarat-tour": sky(VW, VH, "#9fd0ea", C.pale) + mountains(VW, VH, 420) + sun(620, 110, 45),
  "madinah-ziyarat-tour": sky(VW, VH, "#a9d6ee", C.pale) + mountains(VW, VH, 460) + `<rect y="430" width="${VW}" height="70" fill="#efeae0"/>` + dome(560, 430, 70, "#f4efe6"),
  "driver-by-the-hour": sky(VW, VH, C.pale, C.pale) + vehicle(VW, VH, 500, 170, "#3a3f44", 2) + `<circle cx="640" cy="120" r="70" fill="${C.white}" stroke="${C.green}" stroke-width="10"/><path d="M640 120 V 75 M640 120 L 675 140" stroke="${C.green}" stroke-width="10" stroke-linecap="round"/>`,
  "umrah-transport-package": sky(VW, VH, C.sky, C.pale) + `<rect y="400" width="${VW}" height="100" fill="#efeae0"/>` + kaaba(230, 420) + dome(560, 420, 80, "#1f8a4c") + plane(620, 110, 0.5),
};

function write(folder: string, name: string, w: number, h: number, body: string) {
  const dir = path.join("public/images", folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`);
}
for (const [name, body] of Object.entries(scenes)) write("articles", name, W, H, body);
for (const [name, body] of Object.entries(vehicles)) write("vehicles", name, VW, VH, body);
for (const [name, body] of Object.entries(products)) write("products", name, VW, VH, body);
console.log(`wrote ${Object.keys(scenes).length + Object.keys(vehicles).length + Object.keys(products).length} images`);
