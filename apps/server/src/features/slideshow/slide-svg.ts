import { BUNDLED_PICTURE_COUNT } from '@gauntlet/core';

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
