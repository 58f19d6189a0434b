import type { Plugin } from 'vite';

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page paints its loading view (inline in `index.html`) before the app's scripts are asked
 * for: Vite's `<script type="module">` and `<link rel="modulepreload">` tags become one inline
 * script that adds them in the task after the first frame. On a phone's slow connection the
 * 150 KB framework would otherwise be in flight before anything is on screen, and the guest would
 * look at a blank page for as long as it takes, which is what Lighthouse's model then measures.
 *
 * The first frame waits for the render-blocking stylesheet; a timer caps the wait at 100 ms, and
 * starts the scripts in a tab opened in the background, which draws no frames.
 */
export function paintFirst(): Plugin {
  return {
    name: 'guest:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = [...html.matchAll(moduleScript)].map((match) => match[1]);
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
        if (scripts.length !== 1) {
          throw new Error(
            `index.html has ${scripts.length} module scripts; paintFirst expects one.`,
          );
        }
        const loader = startScript(scripts[0] as string, preloads as string[]);
        return html
          .replace(moduleScript, '')
          .replace(modulePreload, '')
          .replace('</body>', `  <script>${loader}</script>\n  </body>`);
      },
    },
  };
}

function startScript(entry: string, preloads: string[]): string {
  const files = JSON.stringify([...preloads, entry]);
  return [
    '(function(){var started=false;function start(){if(started)return;started=true;',
    `${files}.forEach(function(src,i,all){var last=i===all.length-1;`,
    "var el=document.createElement(last?'script':'link');el.crossOrigin='';",
    "if(last){el.type='module';el.src=src}else{el.rel='modulepreload';el.href=src}",
    'document.head.appendChild(el)})}',
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100)})()',
  ].join('');
}
