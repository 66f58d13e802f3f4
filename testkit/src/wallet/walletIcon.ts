/** The test wallet's 96×96 icon: an open latch on a teal square, as an SVG data URI (EIP-6963 asks for a data URI). */
const iconSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="20" fill="#0f766e"/>',
  '<path d="M30 44V32a18 18 0 0 1 35-6" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  '<rect x="22" y="44" width="52" height="34" rx="6" fill="#fff"/>',
  '<circle cx="48" cy="59" r="5" fill="#0f766e"/>',
  '</svg>',
].join('')

export const testWalletIcon: `data:image/svg+xml,${string}` = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`
