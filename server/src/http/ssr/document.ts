import { createHash } from 'node:crypto';
import type { Language } from '#contract/languages.ts';
import { escapeHtml, htmlLang, scriptJson } from './head.ts';

/** The built index.html, cut where a server render fills in its parts. */
export interface PageTemplate {
  /** CSP hashes ('sha256-...') of the page's inline scripts (theme and loader), which carry no nonce. */
  scriptHashes: string[];
  /** The entry script's URL (the first of the modules a page loads). */
  entry: string;
  fill(parts: {
    language: Language;
    theme: 'dark' | 'light';
    head: string;
    styles: string;
    html: string;
    state: unknown;
    /** The entry, then the modules to fetch with it (the page's chunks and messages). */
    modules: string[];
  }): string;
}

const HTML_TAG = /<html[^>]*>/i;
const TITLE = /<title>[^<]*<\/title>/i;
const ROOT = '<div id="root"></div>';
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/gi;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Loads the page's code once the page has loaded (its images included), at the reader's first touch, click, key
 * or focus if that comes sooner, or after 3 s at the latest: the HTML is the page, so its scripts (hydration) never
 * compete with what the reader sees first. Constant text, allowed by its hash; the module list comes from the
 * JSON beside it. First, while the page is still parsing, it puts the reader's IANA time zone in the `tz` cookie
 * (as the app does, so the server renders the next page's times in that zone rather than in UTC), without waiting
 * for the page's code, which a reader who only reads may never load.
 */
const LOADER =
  "(function(){var d=document,w=window,started=false,events=['pointerdown','keydown','touchstart','focusin'];try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone,m=/(?:^|; )tz=([^;]*)/.exec(d.cookie);if(z&&(!m||decodeURIComponent(m[1])!==z))d.cookie='tz='+encodeURIComponent(z)+'; Path=/; Max-Age=31536000; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'')}catch(e){}function go(){if(started)return;started=true;events.forEach(function(n){w.removeEventListener(n,go,true)});JSON.parse(d.getElementById('page-modules').textContent).forEach(function(url,i){var e=d.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=url}else{e.type='module';e.src=url}e.crossOrigin='';d.head.appendChild(e)})}events.forEach(function(n){w.addEventListener(n,go,{capture:true,passive:true})});if(d.readyState==='complete')go();else w.addEventListener('load',go);setTimeout(go,3000)})()";

/**
 * Shows the page's times in the reader's zone from the first paint. The server renders times in the zone of the
 * `tz` cookie, else UTC (a first visit); when the browser's zone is another, this script (before #root, so it
 * watches the page as it is parsed, and a mutation observer answers before the browser paints) writes each
 * `<time data-local="short|long|clock|longClock|dateTime|medium">` anew from its datetime, with the same Intl options as
 * src/shared/lib/format-date, and a news day heading (`data-local="day"`, its first story's time) as its
 * `data-today` or `data-yesterday` word or its weekday and date in the reader's zone, the stories first grouped
 * anew under the reader's days (GROUP). Those elements hydrate without comparing their text (suppressHydrationWarning), and
 * once hydrated the app renders them in the browser's zone: the same text, so nothing changes on screen.
 * Constant text, allowed by its hash.
 */
/**
 * Part of TIMES: once #root is parsed whole (the hydration state after it is there), the news stream's days
 * (`[data-news-day]`: a heading's `<time data-local="day">` and a list whose stories each open with their
 * `<time datetime>`) are grouped anew by the reader's calendar day, as the app groups them (runs of stories of one
 * day, in the order given): stories move between days, a day's shell is cloned for a day the server did not have,
 * and each heading's datetime is its first story's. It then marks `<html data-day-zone>` with the zone, so the app
 * hydrates its days grouped in that zone (src/shared/lib/render-env, useDayZone) and matches this HTML. A list of
 * another shape is left as it is, unmarked.
 */
const GROUP =
  "function group(){if(G)return;try{if(!d.getElementById('hydration-state'))return;G=true;var y=f('en-CA',{year:'numeric',month:'2-digit',day:'2-digit'}),l=d.querySelectorAll('[data-news-day]'),P=[],Q=[],i,j,k,p,c,D,R,r,t,e,u,h,a;for(i=0;i<l.length;i++)if(P.indexOf(l[i].parentNode)<0)P.push(l[i].parentNode);for(i=0;i<P.length;i++){p=P[i];D=[];R=[];c=p.children;for(j=0;j<c.length;j++)if(c[j].hasAttribute('data-news-day')){if(!c[j].querySelector('time[data-local=\"day\"]')||!c[j].querySelector('ul'))return;D.push(c[j])}for(j=0;j<D.length;j++){u=D[j].querySelector('ul').children;for(k=0;k<u.length;k++){t=u[k].querySelector('time[datetime]');a=t&&t.getAttribute('datetime');e=a&&new Date(a);if(!e||isNaN(e.getTime()))return;e=y.format(e);r=R[R.length-1];if(r&&r.k===e)r.n.push(u[k]);else R.push({k:e,t:a,n:[u[k]]})}}Q.push([p,D,R])}for(i=0;i<Q.length;i++){p=Q[i][0];D=Q[i][1];R=Q[i][2];a=D[D.length-1].nextSibling;h=D[0].cloneNode(true);h.querySelector('ul').textContent='';for(j=0;j<R.length;j++){e=D[j]||h.cloneNode(true);u=e.querySelector('ul');for(k=0;k<R[j].n.length;k++)u.appendChild(R[j].n[k]);e.querySelector('time[data-local=\"day\"]').setAttribute('datetime',R[j].t);p.insertBefore(e,a)}for(j=R.length;j<D.length;j++)p.removeChild(D[j])}d.documentElement.setAttribute('data-day-zone',z)}catch(e){}}";

const TIMES =
  "(function(){var d=document;try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone,m=/(?:^|; )tz=([^;]*)/.exec(d.cookie);if(!z||(m&&decodeURIComponent(m[1])===z))return;var L=d.documentElement.lang==='zh-CN'?'zh-CN':'en',F={},G=false;function f(l,o){var k=l+JSON.stringify(o);return F[k]||(F[k]=new Intl.DateTimeFormat(l,o))}function text(k,t,e){var s,p,i,y,n,a;if(k==='short')return f(L,{month:'short',day:'numeric'}).format(t);if(k==='long')return f(L,{dateStyle:'long'}).format(t);if(k==='clock')return f('en-GB',{hour:'2-digit',minute:'2-digit',hourCycle:'h23'}).format(t);if(k==='longClock')return text('long',t)+' '+text('clock',t);if(k==='dateTime'){s=f(L,{dateStyle:'full',timeStyle:'short'}).format(t);p=f(L,{timeZoneName:'short'}).formatToParts(t);for(i=0;i<p.length;i++)if(p[i].type==='timeZoneName'&&p[i].value)return s+' '+p[i].value;return s}if(k==='medium')return f(L,{dateStyle:'medium'}).format(t);if(k==='day'&&e){y=f('en-CA',{year:'numeric',month:'2-digit',day:'2-digit'});n=new Date();a=y.format(t);if(a===y.format(n))return e.getAttribute('data-today');n.setDate(n.getDate()-1);if(a===y.format(n))return e.getAttribute('data-yesterday');return f(L,{weekday:'long',month:'long',day:'numeric'}).format(t)}return null}" +
  GROUP +
  "function all(){group();var l=d.querySelectorAll('time[data-local]'),i,e,t,s;for(i=0;i<l.length;i++){e=l[i];t=new Date(e.getAttribute('datetime'));if(isNaN(t.getTime()))continue;s=text(e.getAttribute('data-local'),t,e);if(s&&e.textContent!==s)e.textContent=s}}var o=new MutationObserver(all);o.observe(d.documentElement,{childList:true,subtree:true});d.addEventListener('DOMContentLoaded',function(){o.disconnect();all()})}catch(e){}})()";

const hashOf = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

export function parseTemplate(index: string): PageTemplate {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!HTML_TAG.test(index) || !TITLE.test(index) || !index.includes(ROOT) || !index.includes('</head>') || !entry) {
    throw new Error('dist/index.html lacks <html>, <title>, </head>, the entry script or the empty #root the server render fills in');
  }
  const scriptHashes = [...[...index.matchAll(INLINE_SCRIPT)].map(([, body]) => hashOf(body ?? '')), hashOf(LOADER), hashOf(TIMES)];
  const page = index.replace(HTML_TAG, '\u0000').replace(ENTRY_SCRIPT, '');
  const [beforeTitle, afterTitle] = splitOnce(page, TITLE);
  const [head, body] = splitOnce(afterTitle, '</head>');
  const [beforeRoot, afterRoot] = splitOnce(body, ROOT);
  const [betweenRootAndEnd, end] = splitOnce(afterRoot, '</body>');
  return {
    scriptHashes,
    entry,
    fill({ language, theme, head: headTags, styles, html, state, modules }) {
      const htmlTag = `<html lang="${htmlLang(language)}" data-theme="${escapeHtml(theme)}">`;
      return [
        beforeTitle.replace('\u0000', htmlTag),
        headTags,
        head,
        styles,
        '</head>',
        beforeRoot,
        `<script>${TIMES}</script>`,
        `<div id="root">${html}</div>`,
        `<script id="hydration-state" type="application/json">${scriptJson(state)}</script>`,
        betweenRootAndEnd,
        `<script id="page-modules" type="application/json">${scriptJson(modules)}</script>`,
        `<script>${LOADER}</script>`,
        '</body>',
        end,
      ].join('');
    },
  };
}

function splitOnce(text: string, separator: string | RegExp): [string, string] {
  const match = typeof separator === 'string' ? { index: text.indexOf(separator), length: separator.length } : matchOf(text, separator);
  if (match.index < 0) throw new Error(`template separator ${String(separator)} not found`);
  return [text.slice(0, match.index), text.slice(match.index + match.length)];
}

function matchOf(text: string, pattern: RegExp): { index: number; length: number } {
  const match = pattern.exec(text);
  return match ? { index: match.index, length: match[0].length } : { index: -1, length: 0 };
}
