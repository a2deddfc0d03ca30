/**
 * The demo store's pictures, drawn here as SVG (nothing is downloaded): each product as an object
 * of its kind in its own colour on a soft backdrop with a shadow, one picture per colour choice;
 * each collection a cover of a few of its objects; the home page's hero a still life of the shop.
 */

export type Art =
  | 'shirt'
  | 'top'
  | 'trousers'
  | 'beanie'
  | 'socks'
  | 'mug'
  | 'pouch'
  | 'board'
  | 'cloth'
  | 'skillet'
  | 'planter'
  | 'candle'
  | 'spoon'
  | 'notebook'
  | 'pen'
  | 'envelope'
  | 'tray'
  | 'card'
  | 'tape'
  | 'wallet'
  | 'tote'
  | 'backpack'
  | 'sunglasses'
  | 'belt'
  | 'pins'
  | 'bottle'
  | 'stool'
  | 'lamp'
  | 'kit'
  | 'ebook';

/** Shapes on a 400 × 400 canvas: `C` is the object's colour, `D` a darker and `L` a lighter shade of it. */
const drawings: Record<Art, string> = {
  shirt:
    '<path d="M150 95 L200 118 L250 95 L320 130 L345 215 L300 228 L290 190 L290 320 L110 320 L110 190 L100 228 L55 215 L80 130 Z" fill="C"/><path d="M150 95 L200 150 L250 95 L232 90 L200 128 L168 90 Z" fill="L"/><path d="M200 150 L200 320" stroke="D" stroke-width="3"/><circle cx="200" cy="185" r="4" fill="D"/><circle cx="200" cy="225" r="4" fill="D"/><circle cx="200" cy="265" r="4" fill="D"/><rect x="222" y="170" width="42" height="36" rx="4" fill="D" opacity=".35"/>',
  top: '<path d="M155 95 Q200 125 245 95 L320 125 L350 260 L305 268 L292 180 L292 320 L108 320 L108 180 L95 268 L50 260 L80 125 Z" fill="C"/><path d="M155 95 Q200 135 245 95 Q200 112 155 95 Z" fill="D"/><path d="M108 305 L292 305 M85 250 L105 248 M315 250 L295 248" stroke="D" stroke-width="6" opacity=".6"/>',
  trousers: '<path d="M135 80 L265 80 L285 330 L220 330 L200 160 L180 330 L115 330 Z" fill="C"/><rect x="135" y="80" width="130" height="22" fill="D"/><path d="M200 102 L200 160" stroke="D" stroke-width="3"/><path d="M150 110 Q165 130 182 112 M250 110 Q235 130 218 112" stroke="D" stroke-width="3" fill="none"/>',
  beanie: '<path d="M110 270 Q110 110 200 105 Q290 110 290 270 Z" fill="C"/><rect x="100" y="250" width="200" height="60" rx="14" fill="D"/><circle cx="200" cy="98" r="26" fill="L"/><path d="M135 255 L135 150 M165 255 L162 120 M200 255 L200 112 M235 255 L238 120 M265 255 L265 150" stroke="D" stroke-width="4" opacity=".5"/><path d="M120 265 L120 300 M150 265 L150 300 M180 265 L180 300 M210 265 L210 300 M240 265 L240 300 M270 265 L270 300" stroke="C" stroke-width="5" opacity=".6"/>',
  socks: '<path d="M120 80 L180 80 L180 240 Q180 300 120 310 L80 310 Q55 305 60 280 Q68 262 120 250 Z" fill="C"/><path d="M210 95 L270 95 L270 255 Q270 315 210 325 L170 325 Q145 320 150 295 Q158 277 210 265 Z" fill="D"/><rect x="120" y="80" width="60" height="24" fill="L"/><rect x="210" y="95" width="60" height="24" fill="L"/>',
  mug: '<path d="M258 165 q62 0 62 52 q0 52 -62 52" fill="none" stroke="D" stroke-width="20"/><rect x="110" y="120" width="160" height="190" rx="22" fill="C"/><ellipse cx="190" cy="122" rx="80" ry="14" fill="D"/><rect x="128" y="140" width="18" height="150" rx="9" fill="#ffffff" opacity=".25"/>',
  pouch: '<path d="M125 110 L275 110 L295 320 L105 320 Z" fill="C"/><rect x="125" y="92" width="150" height="26" fill="D"/><path d="M125 92 L140 80 L260 80 L275 92 Z" fill="L"/><rect x="150" y="170" width="100" height="80" rx="8" fill="#f7f3ea"/><path d="M165 195 L235 195 M165 215 L225 215 M165 232 L210 232" stroke="D" stroke-width="5"/><circle cx="200" cy="135" r="6" fill="D"/>',
  board: '<rect x="90" y="150" width="220" height="150" rx="24" fill="C"/><path d="M310 205 L350 205 Q365 225 350 245 L310 245 Z" fill="C"/><circle cx="340" cy="225" r="8" fill="#efe8dc"/><path d="M110 190 Q200 175 290 195 M110 240 Q200 228 290 250 M120 275 Q200 265 280 280" stroke="D" stroke-width="3" fill="none" opacity=".5"/><rect x="90" y="292" width="220" height="14" rx="7" fill="D"/>',
  cloth:
    '<rect x="95" y="130" width="210" height="170" rx="8" fill="C"/><rect x="95" y="130" width="210" height="50" rx="8" fill="L"/><path d="M95 210 L305 210 M95 230 L305 230" stroke="D" stroke-width="6" opacity=".6"/><path d="M115 300 L115 318 M135 300 L135 318 M155 300 L155 318 M245 300 L245 318 M265 300 L265 318 M285 300 L285 318" stroke="D" stroke-width="4"/>',
  skillet: '<ellipse cx="175" cy="220" rx="115" ry="95" fill="D"/><ellipse cx="175" cy="210" rx="100" ry="80" fill="C"/><rect x="280" y="195" width="100" height="26" rx="13" fill="D" transform="rotate(-12 280 208)"/><ellipse cx="150" cy="185" rx="40" ry="18" fill="#ffffff" opacity=".12"/>',
  planter: '<path d="M200 180 Q150 90 120 120 Q160 140 195 185 Z M205 180 Q250 80 290 110 Q240 130 210 185 Z M200 185 Q205 100 200 70 Q185 120 195 185 Z" fill="#5f8a4e"/><path d="M120 180 L280 180 L260 310 L140 310 Z" fill="C"/><rect x="110" y="170" width="180" height="26" rx="6" fill="D"/><ellipse cx="200" cy="318" rx="75" ry="10" fill="D"/>',
  candle: '<path d="M200 90 Q220 120 200 140 Q180 120 200 90 Z" fill="#f2a93b"/><rect x="197" y="135" width="6" height="22" fill="#3a3a3a"/><rect x="135" y="155" width="130" height="160" rx="16" fill="C"/><ellipse cx="200" cy="157" rx="65" ry="12" fill="L"/><rect x="150" y="210" width="100" height="60" rx="4" fill="#f7f3ea"/><path d="M165 232 L235 232 M170 250 L230 250" stroke="D" stroke-width="5"/>',
  spoon: '<ellipse cx="200" cy="135" rx="48" ry="68" fill="C" transform="rotate(-30 200 135)"/><ellipse cx="205" cy="130" rx="30" ry="48" fill="D" opacity=".45" transform="rotate(-30 205 130)"/><path d="M180 190 L120 335" stroke="C" stroke-width="22" stroke-linecap="round"/>',
  notebook: '<rect x="120" y="85" width="175" height="240" rx="10" fill="D"/><rect x="112" y="80" width="175" height="240" rx="10" fill="C"/><rect x="112" y="80" width="22" height="240" fill="D" opacity=".5"/><rect x="262" y="80" width="8" height="240" fill="#2b2b2b" opacity=".55"/><rect x="165" y="130" width="90" height="40" rx="4" fill="#f7f3ea" opacity=".85"/>',
  pen: '<path d="M118 318 L268 120 Q282 104 296 116 Q308 128 294 142 L146 338 Z" fill="C"/><path d="M118 318 L104 352 L146 338 Z" fill="#d9d4c7"/><path d="M106 348 L120 330" stroke="#2b2b2b" stroke-width="3"/><rect x="228" y="150" width="40" height="10" fill="D" transform="rotate(-53 228 150)"/><path d="M254 158 L300 98" stroke="D" stroke-width="6" stroke-linecap="round"/>',
  envelope: '<rect x="95" y="140" width="210" height="150" rx="6" fill="D"/><rect x="85" y="125" width="210" height="150" rx="6" fill="C"/><path d="M85 131 L190 210 L295 131" fill="none" stroke="D" stroke-width="5"/><rect x="250" y="140" width="30" height="36" fill="#c0603f" opacity=".8"/>',
  tray: '<path d="M80 200 L320 200 L300 300 L100 300 Z" fill="C"/><path d="M80 200 L320 200 L320 215 L80 215 Z" fill="L"/><rect x="115" y="150" width="12" height="70" rx="6" fill="#2b2b2b" transform="rotate(-8 115 150)"/><rect x="140" y="140" width="12" height="80" rx="6" fill="#c0603f" transform="rotate(6 140 140)"/><rect x="230" y="130" width="55" height="90" rx="8" fill="#2b2b2b"/><path d="M100 300 L300 300" stroke="D" stroke-width="6"/>',
  card: '<rect x="100" y="120" width="220" height="150" rx="14" fill="D" transform="rotate(8 210 195)"/><rect x="80" y="125" width="230" height="150" rx="14" fill="C"/><circle cx="250" cy="175" r="26" fill="L"/><path d="M105 240 Q150 200 190 235 Q230 265 285 225 L285 250 L105 250 Z" fill="L" opacity=".8"/><rect x="100" y="148" width="80" height="12" rx="6" fill="#ffffff" opacity=".8"/>',
  tape: '<circle cx="150" cy="180" r="62" fill="C"/><circle cx="150" cy="180" r="30" fill="#f3efe8"/><circle cx="255" cy="245" r="58" fill="D"/><circle cx="255" cy="245" r="28" fill="#f3efe8"/><path d="M205 190 L300 165 L305 180 L210 205 Z" fill="C" opacity=".85"/><circle cx="145" cy="290" r="38" fill="L"/><circle cx="145" cy="290" r="17" fill="#f3efe8"/>',
  wallet: '<rect x="95" y="130" width="210" height="150" rx="16" fill="C"/><rect x="95" y="130" width="210" height="56" rx="16" fill="D"/><rect x="120" y="112" width="120" height="40" rx="6" fill="#e9e2d2"/><path d="M105 270 L295 270" stroke="L" stroke-width="3" stroke-dasharray="8 6"/><path d="M105 140 L105 270" stroke="L" stroke-width="3" stroke-dasharray="8 6"/>',
  tote: '<path d="M150 170 Q150 70 200 70 Q250 70 250 170" fill="none" stroke="D" stroke-width="14"/><path d="M105 160 L295 160 L305 330 L95 330 Z" fill="C"/><rect x="150" y="215" width="100" height="70" rx="6" fill="D" opacity=".3"/>',
  backpack: '<rect x="115" y="95" width="170" height="235" rx="40" fill="C"/><path d="M115 150 Q200 200 285 150 L285 135 Q285 95 245 95 L155 95 Q115 95 115 135 Z" fill="D"/><rect x="148" y="235" width="104" height="75" rx="14" fill="D" opacity=".75"/><rect x="190" y="170" width="20" height="40" rx="4" fill="#8a5a3b"/><path d="M170 95 Q200 60 230 95" fill="none" stroke="D" stroke-width="10"/>',
  sunglasses: '<rect x="70" y="170" width="115" height="85" rx="38" fill="C"/><rect x="215" y="170" width="115" height="85" rx="38" fill="C"/><rect x="82" y="182" width="91" height="61" rx="28" fill="#2b2b2b" opacity=".85"/><rect x="227" y="182" width="91" height="61" rx="28" fill="#2b2b2b" opacity=".85"/><path d="M185 195 Q200 180 215 195" fill="none" stroke="C" stroke-width="10"/><path d="M95 195 L118 188" stroke="#ffffff" stroke-width="6" opacity=".4" stroke-linecap="round"/>',
  belt: '<path d="M80 250 Q80 150 200 150 Q320 150 320 250 Q320 300 200 300 Q80 300 80 250 Z" fill="none" stroke="C" stroke-width="34"/><rect x="165" y="272" width="70" height="56" rx="6" fill="none" stroke="#c8a75b" stroke-width="10"/><path d="M200 278 L200 322" stroke="#c8a75b" stroke-width="6"/>',
  pins: '<path d="M110 210 L160 130 L210 210 Z" fill="C"/><path d="M145 155 L160 130 L175 155 Z" fill="#ffffff"/><circle cx="265" cy="165" r="45" fill="D"/><circle cx="285" cy="150" r="40" fill="#f3efe8"/><rect x="165" y="235" width="70" height="70" rx="12" fill="L"/><path d="M235 250 q22 0 22 18 q0 18 -22 18" fill="none" stroke="L" stroke-width="9"/>',
  bottle: '<rect x="168" y="70" width="64" height="42" rx="10" fill="D"/><rect x="178" y="104" width="44" height="18" fill="#9aa0a6"/><rect x="140" y="118" width="120" height="215" rx="40" fill="C"/><rect x="158" y="140" width="16" height="170" rx="8" fill="#ffffff" opacity=".25"/>',
  stool: '<ellipse cx="200" cy="150" rx="110" ry="28" fill="C"/><path d="M120 160 L270 320 M280 160 L130 320" stroke="#a0804f" stroke-width="14" stroke-linecap="round"/><path d="M150 245 L250 245" stroke="#a0804f" stroke-width="8"/>',
  lamp: '<path d="M90 200 Q200 120 310 200" fill="none" stroke="#3a3a3a" stroke-width="16"/><rect x="150" y="175" width="100" height="70" rx="18" fill="C"/><circle cx="200" cy="210" r="24" fill="#fff6cc"/><path d="M200 250 L170 330 L230 330 Z" fill="#fff6cc" opacity=".5"/>',
  kit: '<rect x="95" y="140" width="210" height="160" rx="18" fill="C"/><path d="M160 140 L160 115 Q160 100 175 100 L225 100 Q240 100 240 115 L240 140" fill="none" stroke="D" stroke-width="12"/><rect x="185" y="180" width="30" height="80" fill="#ffffff"/><rect x="160" y="205" width="80" height="30" fill="#ffffff"/>',
  ebook: '<rect x="120" y="80" width="160" height="250" rx="18" fill="#2b2b2b"/><rect x="132" y="100" width="136" height="200" rx="4" fill="C"/><rect x="150" y="125" width="100" height="14" rx="7" fill="#ffffff" opacity=".85"/><rect x="150" y="150" width="70" height="10" rx="5" fill="#ffffff" opacity=".6"/><circle cx="200" cy="245" r="28" fill="L"/><circle cx="200" cy="316" r="6" fill="#5b5b5b"/>',
};

function shade(hex: string, factor: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    // Above 1 lightens towards white, below 1 darkens towards black.
    return Math.round(factor >= 1 ? c + (255 - c) * (factor - 1) : c * factor);
  };
  return `#${[16, 8, 0].map((shift) => Math.max(0, Math.min(255, channel(shift))).toString(16).padStart(2, '0')).join('')}`;
}

/** One object, coloured, with its shadow; `at` moves and scales it (for covers showing several). */
function drawObject(art: Art, colour: string, at = ''): string {
  const shapes = drawings[art].replace(/"C"/g, `"${colour}"`).replace(/"D"/g, `"${shade(colour, 0.72)}"`).replace(/"L"/g, `"${shade(colour, 1.35)}"`);
  return `<g${at ? ` transform="${at}"` : ''}><ellipse cx="200" cy="345" rx="130" ry="14" fill="#000000" opacity=".08"/>${shapes}</g>`;
}

/** A warm pale backdrop; a darker one behind a very pale object (white, natural), which would vanish on the pale one. */
function backdrop(colour: string): string {
  const value = parseInt(colour.slice(1), 16);
  const brightness = ((value >> 16) & 255) + ((value >> 8) & 255) + (value & 255);
  return brightness > 640 ? '#d9d4ca' : '#f1ede6';
}

/** A product's picture: the object of its kind in `colour`, lit from the top left. */
export function productPicture(art: Art, colour: string): string {
  const ground = backdrop(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 400 400">
<defs><radialGradient id="light" cx=".3" cy=".25" r=".9"><stop offset="0" stop-color="#ffffff" stop-opacity=".7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="${ground}"/><rect width="400" height="400" fill="url(#light)"/>
${drawObject(art, colour)}
</svg>`;
}

/** A wide cover (16:9) of a few objects in a row on a coloured ground: a collection's, or the home page's hero. */
export function coverPicture(objects: ReadonlyArray<{ art: Art; colour: string }>, ground: string): string {
  const shown = objects.slice(0, 4);
  // Side by side, each in its own slot, standing on the table (the darker band from 72% down).
  const slot = 1600 / Math.max(shown.length, 1);
  // The drawings fill about 70% of their canvas, so neighbouring canvases may overlap.
  const scale = Math.min(1.8, (slot / 400) * 1.4);
  const items = shown
    .map((object, index) => {
      const x = Math.round(slot * index + (slot - 400 * scale) / 2);
      const y = Math.round(720 - 345 * scale);
      return drawObject(object.art, object.colour, `translate(${x} ${y}) scale(${scale.toFixed(3)})`);
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(ground, 1.25)}"/><stop offset=".72" stop-color="${ground}"/><stop offset=".72" stop-color="${shade(ground, 0.88)}"/><stop offset="1" stop-color="${shade(ground, 0.8)}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#ground)"/>
${items}
</svg>`;
}
