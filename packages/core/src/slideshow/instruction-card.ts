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

/**
 * An instruction card as SVG: the text large on a dark card under its heading, shock slides in
 * warning colours. The server draws it in English for API clients; the app draws it in the
 * reader's language.
 */
export function instructionCardSvg(card: { text: string; heading: string; shock: boolean }): string {
  const { text, heading, shock } = card;
  const lines = wrap(text, 22);
  const top = 400 - (lines.length - 1) * 40;
  const body = lines.map((line, index) => `<tspan x="600" y="${top + index * 80}">${escapeXml(line)}</tspan>`).join('');
  const accent = shock ? '#ff5a36' : '#ffc107';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" role="img" aria-label="${escapeXml(text)}">
<rect width="1200" height="900" fill="${shock ? '#3b0a0a' : '#1c2230'}"/>
<rect x="40" y="40" width="1120" height="820" rx="36" fill="none" stroke="${accent}" stroke-width="12"/>
<text x="600" y="150" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="${accent}">${escapeXml(shock ? `⚡ ${heading} ⚡` : heading)}</text>
<text text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${body}</text>
</svg>`;
}
