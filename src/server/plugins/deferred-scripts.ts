import { createHash } from 'node:crypto';
import { HANDLED_FLAG, HYDRATED_EVENT } from '#shared/hydration.ts';
import { jsonForScript } from '../seo/head.ts';

const DATA_ELEMENT_ID = 'deferred-scripts';

/**
 * Keeps the last click on a server-rendered button outside a form that lands before the app has made
 * the page live and that no handler of the app answered (`HANDLED_FLAG`: the page is hydrated in
 * parts, and a part already live answers its own clicks), and clicks that button again once the
 * client announces `HYDRATED_EVENT` (decision 074): focus, then the pointer and mouse events of a
 * click and the click itself, since some controls act on the press (a tab on mousedown, a menu on
 * pointerdown). Before then such a button has no handler and the click would be lost; a button in
 * a form keeps its native submission, which works without the app.
 */
const EARLY_CLICK =
  `let early=null;const hold=e=>{if(e.${HANDLED_FLAG})return;` +
  "const b=e.target instanceof Element&&e.target.closest('button');if(b&&!b.form&&!b.disabled)early=b};" +
  "document.addEventListener('click',hold);" +
  // Text typed before hydration, which hydration resets to the form's defaults: written back, with
  // an input event for the app, before the held click is made (else it would save the reset form).
  `const typed=new Map();const note=e=>{if(e.${HANDLED_FLAG})return;const t=e.target;` +
  "if(t instanceof HTMLTextAreaElement||t instanceof HTMLInputElement&&!['checkbox','radio','file'].includes(t.type))typed.set(t,t.value)};" +
  "document.addEventListener('input',note);" +
  "const restore=()=>{document.removeEventListener('input',note);for(const[t,value]of typed){if(!t.isConnected||t.value===value)continue;" +
  "Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value').set.call(t,value);t.dispatchEvent(new Event('input',{bubbles:true}))}};" +
  'const press=(b,type)=>b.dispatchEvent(new (type[0]==="p"&&typeof PointerEvent=="function"?PointerEvent:MouseEvent)' +
  '(type,{bubbles:true,cancelable:true,composed:true,button:0,isPrimary:true,pointerType:"mouse"}));' +
  `document.addEventListener('${HYDRATED_EVENT}',()=>{document.removeEventListener('click',hold);restore();` +
  'if(!early||!early.isConnected||early.disabled)return;early.focus();' +
  "for(const type of['pointerdown','mousedown','pointerup','mouseup'])press(early,type);early.click()},{once:true});";

/**
 * Loads the app's modules once the server's HTML has been painted (issue 20): in a task after the
 * second frame, so the first paint waits for no script, even where scripts arrive faster than the
 * page is laid out (the first frame's paint may still be on its way to the screen when its frame
 * callbacks end). A tab in the background gets no frames, so a timer loads them too. The URLs come
 * from the data block `deferScripts` writes; this text is fixed, so the CSP allows it by its hash.
 */
export const SCRIPT_LOADER =
  EARLY_CLICK +
  'let loaded=false;const load=()=>{if(loaded)return;loaded=true;' +
  `const {entry,preload}=JSON.parse(document.getElementById('${DATA_ELEMENT_ID}').textContent);` +
  "for(const href of preload){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}" +
  "const script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=entry;document.head.append(script)};" +
  'requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(load)));setTimeout(load,1000);';

/** The CSP source that allows `SCRIPT_LOADER` and no other inline script. */
export const SCRIPT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /\n?[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A server-rendered page with its module script and module preloads moved behind `SCRIPT_LOADER`:
 * the visitor reads the page as soon as its HTML arrives, and the scripts that make it
 * interactive load right after. A page without a module script (the tests' stand-in build) is
 * returned as it is.
 */
export function deferScripts(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (entries.length !== 1) {
    if (entries.length > 1) throw new Error('deferScripts: the page has more than one module script');
    return html;
  }
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const data = jsonForScript({ entry: entries[0], preload });
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${DATA_ELEMENT_ID}">${data}</script>\n    <script>${SCRIPT_LOADER}</script>\n  </body>`,
    );
}
