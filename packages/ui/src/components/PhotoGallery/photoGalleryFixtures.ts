/** Small generated photos for stories: an SVG per colour, no network, no binary files. */
function generated(name: string, rgb: string): { src: string; alt: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="rgb(${rgb})"/><path d="M0 300 L180 160 L320 280 L420 200 L600 330 L600 400 L0 400Z" fill="rgba(0,0,0,0.25)"/><circle cx="470" cy="90" r="40" fill="rgba(255,255,255,0.6)"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: name };
}

export const samplePhotos = [
  generated('Front of the house', '94,129,172'),
  generated('Living room', '163,190,140'),
  generated('Kitchen', '208,135,112'),
  generated('Main bedroom', '180,142,173'),
] as const;
