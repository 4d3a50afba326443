// Draws the demo content's illustrations (flat SVG, no text, no external references) into
// public/images. The output is committed; this is how it was made:  node scripts/generate-demo-images.mjs
import { mkdirSync, writeFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const OUT = path.resolve("public/images");
const C = {
  green: "#0d5a3b",
  deep: "#073323",
  leaf: "#1f8a4c",
  sand: "#d6b56d",
  sand2: "#c9a55b",
  pale: "#f7f0e1",
  cream: "#efe3c8",
  sky: "#bfe0f2",
  sky2: "#8ec9ea",
  dusk: "#f2c994",
  night: "#16234a",
  white: "#fff",
  stone: "#f4efe6",
  grey: "#8c9691",
  dark: "#1d2327",
  road: "#3b3f42",
  ground: "#e4ddd0",
  rock: "#8a6f57",
  rock2: "#6d5744",
};

const grad = (id, a, b, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const bg = (w, h, a, b) => `<defs>${grad("g", a, b)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
const rect = (x, y, w, h, fill, rx = 0, extra = "") => `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
const circle = (x, y, r, fill, extra = "") => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${extra}/>`;
const p = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d, stroke, w, extra = "") => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;

// --- scene elements -------------------------------------------------------
const dunes = (w, h, y, c1 = C.sand, c2 = C.sand2) =>
  p(`M0 ${y}Q${w * 0.25} ${y - 50} ${w / 2} ${y}T${w} ${y}V${h}H0Z`, c1) +
  p(`M0 ${y + 55}Q${w * 0.3} ${y + 10} ${w * 0.62} ${y + 50}T${w} ${y + 40}V${h}H0Z`, c2);
const minaret = (x, base, hgt, c = C.white) =>
  rect(x - 9, base - hgt, 18, hgt, c) +
  rect(x - 14, base - hgt * 0.62, 28, 8, c) +
  rect(x - 13, base - hgt + 6, 26, 8, c) +
  p(`M${x - 10} ${base - hgt}L${x} ${base - hgt - 38}L${x + 10} ${base - hgt}Z`, c);
const dome = (x, base, r, c, finial = C.sand) =>
  p(
    `M${x - r} ${base}C${x - r} ${base - r * 1.2} ${x - r * 0.2} ${base - r * 1.15} ${x} ${base - r * 1.35}C${x + r * 0.2} ${base - r * 1.15} ${x + r} ${base - r * 1.2} ${x + r} ${base}Z`,
    c,
  ) + rect(x - 2, base - r * 1.35 - 22, 4, 24, finial);
const kaaba = (x, base, s = 1) =>
  p(`M${x - 110 * s} ${base}V${base - 190 * s}L${x} ${base - 205 * s}L${x + 110 * s} ${base - 190 * s}V${base}Z`, "#15181b") +
  p(
    `M${x - 110 * s} ${base - 150 * s}L${x} ${base - 162 * s}L${x + 110 * s} ${base - 150 * s}V${base - 134 * s}L${x} ${base - 146 * s}L${x - 110 * s} ${base - 134 * s}Z`,
    C.sand,
  ) +
  rect(x + 30 * s, base - 90 * s, 34 * s, 70 * s, C.sand, 0, ' opacity=".85"');
const clockTower = (x, base, s = 1, c = C.stone) =>
  rect(x - 60 * s, base - 230 * s, 120 * s, 230 * s, c) +
  rect(x - 42 * s, base - 330 * s, 84 * s, 100 * s, c) +
  circle(x, base - 282 * s, 30 * s, C.sand) +
  p(`M${x - 30 * s} ${base - 330 * s}L${x} ${base - 420 * s}L${x + 30 * s} ${base - 330 * s}Z`, c) +
  rect(x - 2 * s, base - 455 * s, 4 * s, 36 * s, C.sand);
const plane = (x, y, s, c = C.white) =>
  `<g transform="translate(${x} ${y}) scale(${s}) rotate(-10)" fill="${c}"><rect x="-120" y="-14" width="240" height="28" rx="14"/><path d="M-15 0L45-105H70L45 0ZM-15 0L45 105H70L45 0ZM-110 0L-92-48H-72L-80 0Z"/></g>`;
const palm = (x, base, hgt, c = C.leaf) =>
  p(`M${x - 6} ${base}Q${x - 2} ${base - hgt / 2} ${x + 6} ${base - hgt}L${x + 12} ${base - hgt}Q${x + 6} ${base - hgt / 2} ${x + 8} ${base}Z`, "#7a5a3a") +
  `<g fill="${c}" transform="translate(${x + 9} ${base - hgt})"><path d="M0 0Q-40-30-85 5Q-40-10 0 0Z"/><path d="M0 0Q40-30 85 5Q40-10 0 0Z"/><path d="M0 0Q-20-45-55-55Q-25-25 0 0Z"/><path d="M0 0Q20-45 55-55Q25-25 0 0Z"/><path d="M0 0Q-45 5-70 40Q-35 10 0 0Z"/><path d="M0 0Q45 5 70 40Q35 10 0 0Z"/></g>`;
const mountains = (w, h, y, c1 = C.rock, c2 = C.rock2) =>
  p(`M0 ${y}L${w * 0.16} ${y - 190}L${w * 0.33} ${y - 50}L${w * 0.52} ${y - 250}L${w * 0.74} ${y - 60}L${w * 0.88} ${y - 150}L${w} ${y - 70}V${h}H0Z`, c1) +
  p(`M0 ${y + 40}L${w * 0.24} ${y - 80}L${w * 0.47} ${y + 20}L${w * 0.7} ${y - 110}L${w} ${y + 10}V${h}H0Z`, c2);
const tent = (x, base, s, c = C.white) =>
  p(`M${x - 60 * s} ${base}L${x} ${base - 90 * s}L${x + 60 * s} ${base}Z`, c) + p(`M${x} ${base - 90 * s}L${x + 60 * s} ${base}H${x + 18 * s}Z`, "#dfe6e3");
const suitcase = (x, base, w, hgt, c) =>
  rect(x, base - hgt, w, hgt, c, 14) +
  rect(x + w / 2 - 20, base - hgt - 26, 40, 30, "none", 8, ` stroke="${C.deep}" stroke-width="8"`) +
  rect(x + 16, base - hgt + 18, 8, hgt - 36, "#fff", 4, ' opacity=".35"') +
  circle(x + 18, base + 4, 8, C.dark) +
  circle(x + w - 18, base + 4, 8, C.dark);
const person = (x, base, s, c, skin = "#a86f4c") =>
  circle(x, base - 150 * s, 24 * s, skin) +
  p(
    `M${x - 34 * s} ${base}V${base - 90 * s}Q${x - 34 * s} ${base - 122 * s} ${x} ${base - 122 * s}Q${x + 34 * s} ${base - 122 * s} ${x + 34 * s} ${base - 90 * s}V${base}Z`,
    c,
  );
const wheelchair = (x, base, s, c = C.dark) =>
  `<g transform="translate(${x} ${base}) scale(${s})" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round"><circle cx="0" cy="-48" r="46"/><path d="M-30-160V-70H55L75-8M-30-120H40"/><circle cx="80" cy="-10" r="10" fill="${c}"/></g>`;
const crescent = (x, y, r, bgc, c = "#f5e6a8") => circle(x, y, r, c) + circle(x + r * 0.42, y - r * 0.22, r * 0.84, bgc);
const stars = (w, n, hmax) =>
  line(Array.from({ length: n }, (_, i) => `M${(i * 137 + 40) % w} ${((i * 71) % hmax) + 20}h0`).join(""), "#fff", 5, ' opacity=".8"');
const mosqueSil = (x, base, c) =>
  rect(x - 170, base - 90, 340, 90, c) + dome(x, base - 90, 95, c, c) + minaret(x - 215, base, 240, c) + minaret(x + 215, base, 240, c);
const ground = (w, h, y, c = C.ground) => rect(0, y, w, h - y, c);
const road = (w, h, y) =>
  p(`M${w * 0.47} ${y}H${w * 0.53}L${w * 0.82} ${h}H${w * 0.18}Z`, C.road) + line(`M${w / 2} ${y + 25}V${h}`, C.sand, 6, ' stroke-dasharray="26 24"');

/** A vehicle in side view, facing right; "body" is the outline path drawn at 800x500 scale. */
function car({ body, color, windows, wheels, trim = "", shade = "#000" }) {
  const wh = wheels.map((wx) => circle(wx, 372, 36, "#222") + circle(wx, 372, 16, "#b9bec2")).join("");
  return (
    `<ellipse cx="400" cy="410" rx="330" ry="14" fill="#000" opacity=".12"/>` +
    p(body, color) +
    p(body, shade, ' opacity=".07" transform="translate(0 6)"') +
    windows.map((d) => p(d, "#9fd0ea")).join("") +
    trim +
    wh
  );
}

// --- vehicles (800x500) ---------------------------------------------------
const VB = (inner) => bg(800, 500, C.pale, C.cream) + circle(400, 250, 210, "#fff", ' opacity=".45"') + rect(0, 400, 800, 100, C.ground) + inner;
const vehicles = {
  sedan: VB(
    car({
      color: "#e3e7ea",
      body: "M172 368Q166 326 200 316L282 302L338 246Q348 236 364 236H492Q508 236 520 246L574 300L618 310Q640 318 640 344V360Q640 372 626 372H186Q172 372 172 368Z",
      windows: ["M298 302L344 256H410V302Z", "M422 256H490Q500 256 508 264L546 302H422Z"],
      wheels: [262, 552],
      trim: rect(604, 322, 28, 10, "#f5d76e", 4) + rect(176, 326, 16, 12, "#d9534f", 3) + line("M416 306V360", "#b8bfc4", 3),
    }),
  ),
  suv: VB(
    car({
      color: C.dark,
      body: "M158 370V296Q158 282 172 280L196 214Q200 204 214 204H528Q540 204 548 214L592 280L632 290Q648 296 648 316V358Q648 372 634 372H170Q158 372 158 370Z",
      windows: ["M208 276L222 220H318V276Z", "M330 220H430V276H330Z", "M442 220H524L566 276H442Z"],
      wheels: [258, 548],
      trim: rect(620, 300, 24, 12, "#f5d76e", 4) + rect(200, 196, 320, 6, "#555", 3) + line("M436 282V360", "#3a4248", 3),
      shade: "#fff",
    }),
  ),
  van: VB(
    car({
      color: "#c9ced3",
      body: "M150 368V214Q150 192 174 192H520Q540 192 556 206L628 282Q652 292 652 320V360Q652 372 640 372H162Q150 372 150 368Z",
      windows: ["M170 210H246V270H170Z", "M258 210H350V270H258Z", "M362 210H454V270H362Z", "M466 210H520Q532 210 540 218L590 270H466Z"],
      wheels: [250, 556],
      trim: rect(626, 300, 22, 12, "#f5d76e", 4) + line("M356 280V360M460 280V360", "#aab1b7", 3) + rect(300, 300, 40, 6, "#8d959b", 3),
    }),
  ),
  minibus: VB(
    car({
      color: "#f2f3f4",
      body: "M112 368V182Q112 162 134 162H588Q610 162 620 180L664 272Q686 284 686 312V360Q686 372 674 372H124Q112 372 112 368Z",
      windows: [
        "M132 182H210V252H132Z",
        "M222 182H300V252H222Z",
        "M312 182H390V252H312Z",
        "M402 182H480V252H402Z",
        "M492 182H580Q592 182 598 194L626 252H492Z",
      ],
      wheels: [220, 580],
      trim: rect(112, 276, 574, 10, C.green) + rect(658, 296, 24, 12, "#f5d76e", 4) + line("M486 258V360", "#c7cbce", 3),
    }),
  ),
  coaster: VB(
    car({
      color: C.green,
      body: "M96 366V186Q96 164 120 164H640Q676 164 688 196L706 300Q710 320 706 352Q704 372 688 372H110Q96 372 96 366Z",
      windows: [
        "M116 186H196V256H116Z",
        "M206 186H286V256H206Z",
        "M296 186H376V256H296Z",
        "M386 186H466V256H386Z",
        "M476 186H556V256H476Z",
        "M626 186H654Q670 186 676 204L690 270H626Z",
      ],
      wheels: [200, 590],
      trim:
        rect(96, 270, 530, 12, "#fff") + rect(570, 186, 46, 176, "#0a4630", 6) + rect(578, 194, 30, 70, "#9fd0ea", 4) + rect(684, 308, 20, 12, "#f5d76e", 4),
    }),
  ),
  bus: VB(
    car({
      color: "#f7f7f5",
      body: "M52 366V162Q52 142 74 142H716Q740 142 744 166L752 352Q752 372 732 372H66Q52 372 52 366Z",
      windows: [
        "M72 166H142V236H72Z",
        "M150 166H220V236H150Z",
        "M228 166H298V236H228Z",
        "M306 166H376V236H306Z",
        "M384 166H454V236H384Z",
        "M462 166H532V236H462Z",
        "M540 166H610V236H540Z",
        "M680 162H732Q740 162 742 172L746 260H680Z",
      ],
      wheels: [160, 250, 630],
      trim:
        rect(52, 252, 700, 14, C.green) +
        rect(52, 270, 700, 6, C.sand) +
        rect(622, 166, 50, 196, "#e6e6e2", 6) +
        rect(628, 172, 38, 80, "#9fd0ea", 4) +
        rect(726, 312, 22, 12, "#f5d76e", 4) +
        rect(300, 296, 200, 40, "#e6e6e2", 4),
    }),
  ),
};

// --- products (800x500) ---------------------------------------------------
const smallCar = (x, y, s, c = C.dark) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-90 0V-34Q-90-44-80-46L-50-52L-24-80H44L70-52L88-46Q96-42 96-30V0Z" fill="${c}"/><path d="M-18-74H14V-54H-40ZM22-74H40L58-54H22Z" fill="#9fd0ea"/><circle cx="-52" cy="2" r="17" fill="#222"/><circle cx="56" cy="2" r="17" fill="#222"/></g>`;
const clock = (x, y, r) =>
  circle(x, y, r, "#fff", ` stroke="${C.green}" stroke-width="12"`) +
  line(`M${x} ${y}V${y - r * 0.6}M${x} ${y}L${x + r * 0.45} ${y + r * 0.25}`, C.green, 12) +
  circle(x, y, 8, C.green);
const products = {
  "jeddah-airport-to-makkah":
    bg(800, 500, C.sky2, C.pale) +
    circle(90, 90, 40, "#fff3c4") +
    plane(270, 130, 0.7) +
    clockTower(600, 405, 0.75) +
    minaret(500, 405, 160, C.stone) +
    minaret(700, 405, 160, C.stone) +
    ground(800, 500, 400, "#efeae0") +
    p("M90 500Q300 440 540 402H580Q380 450 330 500Z", C.road) +
    smallCar(270, 470, 0.75, C.green),
  "madinah-airport-to-madinah-hotel":
    bg(800, 500, "#a9d6ee", C.pale) +
    plane(600, 110, 0.65) +
    rect(240, 330, 280, 90, C.stone) +
    dome(380, 330, 80, C.leaf) +
    minaret(200, 420, 250, C.stone) +
    minaret(560, 420, 250, C.stone) +
    palm(90, 430, 170) +
    palm(690, 430, 150) +
    ground(800, 500, 420, "#efeae0"),
  "makkah-to-madinah":
    bg(800, 500, C.dusk, C.pale) +
    circle(400, 250, 70, "#fde2a8") +
    dome(400, 300, 26, C.leaf) +
    dunes(800, 500, 320) +
    road(800, 500, 300) +
    smallCar(420, 450, 0.7, "#fff"),
  "makkah-ziyarat-tour":
    bg(800, 500, "#9fd0ea", C.pale) +
    circle(640, 110, 45, "#fff3c4") +
    p("M60 430L250 250L330 120L390 170L470 300L640 430Z", C.rock) +
    p("M330 120L390 170L430 235L360 200Z", C.rock2) +
    circle(352, 170, 9, "#3a2d22") +
    line("M250 430L300 360L270 330L330 280L310 240L350 200", "#e9d7b6", 6, ' stroke-dasharray="12 10"') +
    ground(800, 500, 420, "#e9dfcb") +
    smallCar(620, 470, 0.7, C.green),
  "madinah-ziyarat-tour":
    bg(800, 500, "#a9d6ee", C.pale) +
    p("M0 360L120 230L230 300L360 190L500 320L620 250L800 350V420H0Z", "#a0563a") +
    p("M0 380L160 300L300 360L480 290L640 350L800 320V420H0Z", "#7f4430") +
    rect(300, 350, 220, 70, C.white) +
    dome(330, 350, 30, C.white) +
    dome(410, 350, 42, C.white) +
    dome(490, 350, 30, C.white) +
    minaret(280, 420, 160) +
    minaret(540, 420, 160) +
    ground(800, 500, 420, "#efeae0") +
    palm(120, 450, 140) +
    palm(680, 450, 130),
  "hourly-driver":
    bg(800, 500, C.pale, C.cream) +
    circle(600, 150, 130, "#fff", ' opacity=".5"') +
    clock(600, 150, 80) +
    rect(0, 400, 800, 100, C.ground) +
    smallCar(330, 400, 2.2, "#3a3f44"),
  "umrah-transport-package":
    bg(800, 500, C.sky, C.pale) +
    ground(800, 500, 400, "#efeae0") +
    kaaba(170, 410, 0.75) +
    dome(620, 410, 80, C.leaf) +
    minaret(500, 410, 200, C.stone) +
    minaret(740, 410, 200, C.stone) +
    line("M260 360Q400 230 540 330", C.green, 8, ' stroke-dasharray="4 18"') +
    circle(400, 287, 14, C.sand) +
    plane(400, 110, 0.5),
};

// --- article covers (1200x675) ---------------------------------------------
const W = 1200,
  H = 675;
const articles = {
  "how-to-perform-umrah-step-by-step":
    bg(W, H, C.sky, C.pale) +
    circle(960, 130, 60, "#fff3c4") +
    minaret(170, 560, 320) +
    minaret(1030, 560, 320) +
    ground(W, H, 500, "#efeae0") +
    `<ellipse cx="600" cy="560" rx="470" ry="90" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="2 26" stroke-linecap="round"/><ellipse cx="600" cy="550" rx="340" ry="62" fill="none" stroke="${C.sand}" stroke-width="10" stroke-dasharray="2 22" stroke-linecap="round"/>` +
    kaaba(600, 570, 1.2),
  "arriving-at-jeddah-airport-hajj-terminal":
    bg(W, H, C.sky2, C.pale) +
    plane(760, 170, 1.1) +
    Array.from({ length: 7 }, (_, i) =>
      p(`M${80 + i * 150} 520L${155 + i * 150} 390L${230 + i * 150} 520Q${155 + i * 150} 490 ${80 + i * 150} 520Z`, i % 2 ? "#fff" : "#f1f4f5"),
    ).join("") +
    rect(60, 520, 1080, 30, "#c9ced3") +
    Array.from({ length: 8 }, (_, i) => rect(76 + i * 150, 520, 8, 80, "#9aa1a6")).join("") +
    ground(W, H, 600, "#9a9f9c") +
    palm(60, 610, 190) +
    palm(1150, 610, 170),
  "ziyarat-sites-in-makkah":
    bg(W, H, C.dusk, C.pale) +
    circle(240, 200, 70, "#fde2a8") +
    p("M0 560L300 360L470 140L560 220L700 420L900 470L1200 560V675H0Z", C.rock) +
    p("M470 140L560 220L620 310L520 250Z", C.rock2) +
    circle(505, 210, 12, "#3a2d22") +
    line("M330 560L390 480L360 440L430 380L410 330L470 270L490 230", "#f1dfbd", 7, ' stroke-dasharray="14 12"') +
    p("M0 600L400 540L800 580L1200 530V675H0Z", "#c9a55b") +
    clockTower(1040, 560, 0.6, "#f2e6cc"),
  "ziyarat-sites-in-madinah":
    bg(W, H, "#a9d6ee", C.pale) +
    ground(W, H, 560, "#efeae0") +
    rect(380, 420, 440, 140, C.stone) +
    Array.from({ length: 6 }, (_, i) => rect(410 + i * 70, 470, 40, 90, "#e2d8c6", 20)).join("") +
    dome(600, 420, 110, C.leaf) +
    minaret(320, 560, 330, C.stone) +
    minaret(880, 560, 330, C.stone) +
    palm(120, 600, 240) +
    palm(230, 610, 180) +
    palm(1080, 600, 230),
  "makkah-to-madinah-train-or-road":
    bg(W, H, C.dusk, C.pale) +
    circle(900, 200, 80, "#fde2a8") +
    dunes(W, H, 430) +
    rect(0, 360, W, 12, "#8c9691") +
    Array.from({ length: 8 }, (_, i) => rect(60 + i * 160, 372, 14, 80, "#a7aeaa")).join("") +
    p("M180 360V310Q180 290 200 290H820Q900 290 940 330L960 360Z", C.white) +
    rect(180, 330, 760, 10, C.green) +
    Array.from({ length: 7 }, (_, i) => rect(210 + i * 90, 300, 60, 22, "#9fd0ea", 4)).join("") +
    p("M0 675L560 500H640L1200 675Z", C.road) +
    line("M600 515V675", C.sand, 6, ' stroke-dasharray="24 22"') +
    smallCar(760, 640, 1, C.green),
  "umrah-with-elderly-parents-and-children":
    bg(W, H, C.sky, C.pale) +
    mosqueSil(600, 480, "#dfe9ee") +
    ground(W, H, 540, C.ground) +
    wheelchair(330, 610, 1.1) +
    person(355, 555, 1.1, "#7b3f61") +
    person(520, 610, 1.3, C.green) +
    person(640, 610, 1.2, "#355c9a") +
    person(750, 610, 0.75, C.sand) +
    person(840, 610, 0.65, "#b5523b") +
    suitcase(920, 610, 110, 150, "#2f6e8e"),
  "what-to-pack-for-umrah":
    bg(W, H, C.pale, C.cream) +
    ground(W, H, 560, "#d9cfbd") +
    suitcase(250, 580, 180, 280, C.green) +
    suitcase(470, 580, 150, 210, "#b5523b") +
    rect(680, 500, 220, 80, C.white, 10) +
    rect(690, 450, 200, 50, "#f3f3f1", 10) +
    line("M690 475H890", "#ddd", 4) +
    p("M950 580Q940 520 975 515Q1010 520 1000 580Z", "#7a5a3a") +
    p("M1020 580Q1010 520 1045 515Q1080 520 1070 580Z", "#7a5a3a") +
    rect(860, 380, 44, 120, "#9fd0ea", 14) +
    rect(868, 360, 28, 24, C.green, 6),
  "the-miqat-explained":
    bg(W, H, "#f6d29a", C.pale) +
    circle(600, 330, 120, "#fde2a8") +
    dunes(W, H, 470) +
    rect(380, 380, 440, 110, C.stone) +
    Array.from({ length: 7 }, (_, i) => rect(400 + i * 60, 420, 36, 70, "#e2d8c6", 18)).join("") +
    dome(600, 380, 60, C.stone) +
    minaret(880, 490, 300, C.stone) +
    line("M0 560Q600 500 1200 560", C.green, 8, ' stroke-dasharray="30 20"'),
  "ramadan-umrah-transport-planning":
    bg(W, H, C.night, "#2d3f73") +
    stars(W, 34, 300) +
    crescent(1020, 150, 62, "#1a2a55") +
    mosqueSil(560, 640, "#0b1533") +
    [160, 300, 760, 880]
      .map(
        (x, i) =>
          line(`M${x} 0V${90 + (i % 2) * 50}`, C.sand, 3) +
          p(
            `M${x - 22} ${110 + (i % 2) * 50}L${x} ${84 + (i % 2) * 50}L${x + 22} ${110 + (i % 2) * 50}L${x + 16} ${160 + (i % 2) * 50}H${x - 16}Z`,
            "#f2c14e",
          ) +
          rect(x - 10, 118 + (i % 2) * 50, 20, 30, "#fff3c4", 4),
      )
      .join(""),
  "hajj-season-book-early":
    bg(W, H, "#f6d29a", C.pale) +
    mountains(W, H, 400) +
    ground(W, H, 450, "#e9e2d3") +
    Array.from({ length: 10 }, (_, i) => tent(60 + i * 122, 540, 0.9) + tent(110 + i * 122, 640, 1.1)).join(""),
  "new-gmc-yukon-fleet":
    bg(W, H, "#f2c994", "#f7e3c0") +
    clockTower(980, 520, 0.95, "#e8cfa5") +
    rect(0, 420, 1200, 100, "#e8cfa5") +
    [80, 220, 330, 720, 820].map((x, i) => rect(x, 300 + (i % 3) * 30, 90, 220, "#e3c699")).join("") +
    ground(W, H, 520, "#d8c8ad") +
    `<g transform="translate(160 190) scale(1.1)">${vehicles.suv.replace(/^.*?<ellipse/, "<ellipse")}</g>`,
  "taif-day-trip-in-summer":
    bg(W, H, "#9fd0ea", C.pale) +
    circle(980, 120, 55, "#fff3c4") +
    p("M0 420L200 220L380 330L560 160L760 320L960 210L1200 360V675H0Z", "#6f8f5e") +
    p("M0 500L260 340L480 450L700 330L960 440L1200 380V675H0Z", "#4f7446") +
    line("M180 675Q420 600 300 540T560 440T760 360", "#d9cdb5", 18) +
    line("M620 200L1100 90", "#555", 3) +
    rect(840, 150, 40, 30, C.green, 6) +
    Array.from(
      { length: 9 },
      (_, i) => circle(80 + i * 130, 620 - (i % 3) * 14, 20, i % 2 ? "#e86a8d" : "#f29bb2") + circle(80 + i * 130, 620 - (i % 3) * 14, 8, "#c2416a"),
    ).join(""),
  "travelling-with-a-wheelchair-user":
    bg(W, H, C.sky, C.pale) +
    ground(W, H, 540, C.ground) +
    `<g transform="translate(60 170)">${p("M150 368V214Q150 192 174 192H520Q540 192 556 206L628 282Q652 292 652 320V360Q652 372 640 372H162Q150 372 150 368Z", "#c9ced3")}${rect(260, 204, 100, 168, "#3a4248")}${p("M466 210H520Q532 210 540 218L590 270H466Z", "#9fd0ea")}${rect(170, 210, 76, 60, "#9fd0ea")}${circle(250, 372, 36, "#222")}${circle(556, 372, 36, "#222")}</g>` +
    person(790, 600, 1.3, "#7b3f61") +
    wheelchair(880, 600, 1.3, C.green),
  "how-our-drivers-are-vetted":
    bg(W, H, C.pale, C.cream) +
    circle(600, 330, 230, "#fff", ' opacity=".55"') +
    `<g fill="none" stroke="${C.dark}" stroke-width="34"><circle cx="480" cy="340" r="150"/><path d="M330 360Q480 300 630 360M480 340V490"/></g>` +
    circle(480, 340, 34, C.dark) +
    p("M780 170L920 220V330Q920 430 780 490Q640 430 640 330V220Z", C.green) +
    line("M715 330L765 380L850 280", "#fff", 22, ' stroke-linejoin="round"'),
  "five-tips-for-jeddah-airport-arrival":
    bg(W, H, C.sky2, "#e8f3f8") +
    plane(330, 140, 0.9) +
    p("M600 520Q580 300 610 60Q640 300 620 520Z", "#fff", ' opacity=".9"') +
    circle(610, 70, 26, "#fff", ' opacity=".8"') +
    rect(0, 500, W, 175, "#2f7fb0") +
    line("M60 560H260M420 600H700M860 570H1120", "#fff", 4, ' opacity=".5"') +
    rect(0, 480, W, 24, C.stone) +
    palm(160, 490, 200) +
    palm(1020, 490, 220),
  "madinah-in-one-day":
    bg(W, H, "#fde6c4", C.pale) +
    line("M150 470Q600 -30 1050 470", C.sand, 6, ' stroke-dasharray="4 22"') +
    circle(260, 300, 34, "#f5b971") +
    circle(600, 160, 46, "#fff3c4", ` stroke="${C.sand}" stroke-width="6"`) +
    circle(940, 300, 34, "#e98a5b") +
    ground(W, H, 560, "#efeae0") +
    rect(420, 460, 360, 100, C.stone) +
    dome(600, 460, 90, C.leaf) +
    minaret(370, 560, 270, C.stone) +
    minaret(830, 560, 270, C.stone) +
    palm(130, 600, 200) +
    palm(1070, 600, 210),
};

function write(folder, name, w, h, body) {
  const dir = path.join(OUT, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`);
}
for (const [n, b] of Object.entries(vehicles)) write("vehicles", n, 800, 500, b);
for (const [n, b] of Object.entries(products)) write("products", n, 800, 500, b);
for (const [n, b] of Object.entries(articles)) write("articles", n, W, H, b);
for (const f of ["vehicles", "products", "articles"])
  for (const n of readdirSync(path.join(OUT, f))) {
    const s = statSync(path.join(OUT, f, n)).size;
    console.log(s > 3000 ? "BIG" : "ok ", s, f + "/" + n);
  }
