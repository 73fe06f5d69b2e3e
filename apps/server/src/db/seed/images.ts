/** sharp is loaded when an image is first made, not when the server starts. */
const pngOf = async (svg: string) => (await import('sharp')).default(Buffer.from(svg)).png().toBuffer();

export const seedPalette = ['#2a7f8f', '#8f5a2a', '#5a2a8f', '#2a8f52', '#8f2a4a', '#6b7f2a'];

/** Up to two initials: "Maria Santos" gives "MS", "Islam" gives "IS". */
function initials(name: string) {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : name.slice(0, 2);
  return letters.slice(0, 2).toUpperCase();
}

/**
 * A portrait placeholder: a plain silhouette. No initials: one picture serves the English and the
 * Arabic pages, and Latin letters on an Arabic page read as a mistake.
 */
export function portraitImage(background: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750">
    <rect width="600" height="750" fill="${background}"/>
    <circle cx="300" cy="290" r="130" fill="#ffffff" fill-opacity="0.85"/>
    <path d="M90 750 C110 520 490 520 510 750 Z" fill="#ffffff" fill-opacity="0.85"/>
  </svg>`;
  return pngOf(svg);
}

/** A square badge with a reference value's initials, standing in for a flag or an icon. */
export function badgeImage(name: string, background: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="48" fill="${background}"/>
    <text x="128" y="158" font-family="sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="#ffffff">${initials(name)}</text>
  </svg>`;
  return pngOf(svg);
}
