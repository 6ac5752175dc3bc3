// One stylesheet for both loading screens: the static one in index.html (shown
// before any JavaScript runs) and the React LoadingScreen (stories, lazy routes).
export const loadingScreenCss = `
.cea-loading-screen {
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 20px;
  background: var(--bgColor-default, #ffffff);
  color: var(--fgColor-muted, #59636e);
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif;
  transition: opacity 250ms ease-out;
}
.cea-loading-screen[data-contained='true'] { position: relative; inset: auto; min-height: 240px; z-index: auto; }
.cea-loading-screen[data-state='leaving'] { opacity: 0; }
.cea-loading-screen__mark { display: block; animation: cea-loading-pulse 1.4s ease-in-out infinite; }
.cea-loading-screen__track {
  width: 96px; height: 4px; overflow: hidden; border-radius: 2px;
  background: var(--borderColor-muted, #d1d9e0b3);
}
.cea-loading-screen__bar {
  width: 40%; height: 100%; border-radius: 2px;
  background: var(--bgColor-accent-emphasis, #0969da);
  animation: cea-loading-slide 1.1s ease-in-out infinite;
}
.cea-loading-screen__label {
  position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
html[data-skin='dark'] .cea-loading-screen { background: var(--bgColor-default, #0d1117); color: var(--fgColor-muted, #9198a1); }
@keyframes cea-loading-pulse { 0%, 100% { transform: scale(1); } 50% { transform: scale(0.9); } }
@keyframes cea-loading-slide { 0% { transform: translateX(-100%); } 100% { transform: translateX(250%); } }
@media (prefers-reduced-motion: reduce) {
  .cea-loading-screen, .cea-loading-screen__mark, .cea-loading-screen__bar { animation: none; transition: none; }
}
`
