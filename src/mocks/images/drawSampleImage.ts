// The sample data's pictures, drawn as SVG from their names, so the kit ships
// no binary images and every picture is the same on every run. The build writes
// them as static files (vite/sampleImages.ts), so they exist on a first visit,
// before the back end's worker runs, and beside any real server.

const palette = [
  '#0969da',
  '#1a7f37',
  '#9a6700',
  '#cf222e',
  '#8250df',
  '#bf3989',
  '#1b7c83',
  '#bc4c00',
]

function hash(text: string): number {
  let value = 2166136261
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619)
  return value >>> 0
}

const colourOf = (name: string, offset = 0) =>
  palette[(hash(name) + offset) % palette.length] ?? '#0969da'
const escapeText = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`)

function avatarSvg(name: string): string {
  const background = colourOf(name)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" fill="${background}"/>
<circle cx="32" cy="25" r="12" fill="#ffffff" fill-opacity="0.92"/>
<path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#ffffff" fill-opacity="0.92"/>
</svg>`
}

function productSvg(name: string): string {
  const background = colourOf(name)
  const accent = colourOf(name, 3)
  const label = escapeText(name.split('-').slice(0, 2).join(' '))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">
<rect width="320" height="240" fill="#f6f8fa"/>
<rect x="100" y="50" width="120" height="110" rx="14" fill="${background}"/>
<rect x="120" y="70" width="80" height="12" rx="6" fill="#ffffff" fill-opacity="0.8"/>
<circle cx="160" cy="125" r="22" fill="${accent}"/>
<text x="160" y="205" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#59636e">${label}</text>
</svg>`
}

function coverSvg(name: string): string {
  const from = colourOf(name)
  const to = colourOf(name, 2)
  const shift = hash(name) % 200
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="400" fill="url(#g)"/>
<circle cx="${200 + shift}" cy="140" r="110" fill="#ffffff" fill-opacity="0.14"/>
<circle cx="${560 - shift}" cy="300" r="160" fill="#ffffff" fill-opacity="0.10"/>
</svg>`
}

function fileSvg(type: string): string {
  const colour = colourOf(type)
  const label = escapeText(type.slice(0, 4).toUpperCase())
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 48" width="40" height="48">
<path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="#ffffff" stroke="#d1d9e0" stroke-width="2"/>
<rect x="2" y="26" width="30" height="14" rx="2" fill="${colour}"/>
<text x="17" y="37" font-family="sans-serif" font-size="9" font-weight="700" text-anchor="middle" fill="#ffffff">${label}</text>
</svg>`
}

const drawers: Record<string, (name: string) => string> = {
  avatars: avatarSvg,
  products: productSvg,
  covers: coverSvg,
  files: fileSvg,
}

/** The SVG of `/assets/images/<kind>/<name>.svg`, or undefined for a kind or name not drawn. */
export function drawSampleImage(kind: string, file: string): string | undefined {
  const draw = drawers[kind]
  const match = /^([\w.-]{1,120})\.svg$/.exec(file)
  if (!draw || !match?.[1]) return undefined
  return draw(match[1])
}
