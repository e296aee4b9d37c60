// A generated picture for players without one: initials on their team's colour, so no screen
// shows a broken image, and nothing is fetched from the internet.

const PALETTE = [
  '#c8102e',
  '#1f6feb',
  '#aa8a00',
  '#e36414',
  '#2a9d8f',
  '#7b2cbf',
  '#0077b6',
  '#d62828',
  '#588157',
  '#b5179e',
  '#3a86ff',
  '#6d597a',
];

/** The same team always gets the same colour. */
export function teamColour(team: string): string {
  let hash = 0;
  for (const char of team.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

export function initials(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function avatarSvg(name: string, team: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
<rect width="128" height="128" rx="64" fill="${teamColour(team)}"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
</svg>`;
}
