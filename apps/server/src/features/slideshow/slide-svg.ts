import { BUNDLED_PICTURE_COUNT, isShockSlide, type InstructionSlide } from '@gauntlet/core';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap for the card's fixed width. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** An instruction card: the text large on a dark card, shock slides in warning colours. */
export function instructionCardSvg(slide: InstructionSlide): string {
  const shock = isShockSlide(slide);
  const lines = wrap(slide.text, 22);
  const top = 400 - (lines.length - 1) * 40;
  const text = lines.map((line, index) => `<tspan x="600" y="${top + index * 80}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" role="img" aria-label="${escapeXml(slide.text)}">
<rect width="1200" height="900" fill="${shock ? '#3b0a0a' : '#1c2230'}"/>
<rect x="40" y="40" width="1120" height="820" rx="36" fill="none" stroke="${shock ? '#ff5a36' : '#ffc107'}" stroke-width="12"/>
<text x="600" y="150" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="${shock ? '#ff5a36' : '#ffc107'}">${shock ? '⚡ INSTRUCTION ⚡' : 'INSTRUCTION'}</text>
<text text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${text}</text>
</svg>`;
}

/** A bundled picture: a calm generated landscape, different for each index. */
export function bundledPictureSvg(index: number): string {
  const hue = Math.round((index * 360) / BUNDLED_PICTURE_COUNT);
  const sunX = 200 + ((index * 173) % 800);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" role="img" aria-label="Picture ${index}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,88%)"/></linearGradient></defs>
<rect width="1200" height="900" fill="url(#sky)"/>
<circle cx="${sunX}" cy="260" r="110" fill="hsl(${(hue + 180) % 360},90%,75%)"/>
<path d="M0 620 Q300 ${480 + (index % 4) * 30} 600 600 T1200 580 V900 H0 Z" fill="hsl(${(hue + 120) % 360},35%,38%)"/>
<path d="M0 720 Q400 640 800 730 T1200 700 V900 H0 Z" fill="hsl(${(hue + 150) % 360},30%,26%)"/>
</svg>`;
}
