// Thirty XSS payloads for the sweep (security issue, item 7). Each one, if it ever ran, calls
// window.__xss(id) (the detector's marker), and each carries a `data-xss` element or attribute so the
// DOM check catches it even where the product's CSP would have stopped the script: the CSP is the second
// line, the DOM check tests the first (escaping). All fit in the shortest text fields (100 characters).

export type Payload = {
  id: number;
  text: string;
  /**
   * 'markup': injected as raw HTML it makes a data-xss element (the control check proves it).
   * 'encoded': inert as HTML text; dangerous only if something decodes it a second time.
   */
  kind: 'markup' | 'encoded';
};

const markup: [number, string][] = [
  [1, '<script data-xss=1>__xss(1)</script>'],
  [2, '<img data-xss=2 src=x onerror=__xss(2)>'],
  [3, '<svg data-xss=3 onload=__xss(3)></svg>'],
  [4, '"><svg data-xss=4 onload=__xss(4)>'],
  [5, "'><img data-xss=5 src=x onerror=__xss(5)>"],
  [6, '<iframe data-xss=6 srcdoc="<script>parent.__xss(6)</script>"></iframe>'],
  [7, '<a data-xss=7 href="javascript:__xss(7)">click</a>'],
  [8, '</textarea><script data-xss=8>__xss(8)</script>'],
  [9, '</title><img data-xss=9 src=x onerror=__xss(9)>'],
  [10, '<details data-xss=10 open ontoggle=__xss(10)>'],
  [11, '<input data-xss=11 autofocus onfocus=__xss(11)>'],
  [12, '<IMG DATA-XSS=12 SRC=x OnErRoR=__xss(12)>'],
  [13, '<svg><animate data-xss=13 onbegin=__xss(13) attributeName=x dur=1s>'],
  [14, '<div data-xss=14 style="background:url(javascript:__xss(14))">css</div>'],
  [15, '<img data-xss=15 src=x onerror="&#95;&#95;xss&#40;15&#41;">'],
  [16, '<object data-xss=16 data="javascript:__xss(16)"></object>'],
  [17, '<embed data-xss=17 src="javascript:__xss(17)">'],
  [18, '<form data-xss=18><button formaction=javascript:__xss(18)>go</button></form>'],
  [19, '<svg><style><img data-xss=19 src=x onerror=__xss(19)>'],
  [20, '<body data-xss=20 onload=__xss(20)>'],
  [21, '<video data-xss=21><source onerror=__xss(21)></video>'],
  [22, '<style data-xss=22>@import "javascript:__xss(22)";</style>'],
  [23, '<noscript><p title="</noscript><img data-xss=23 src=x onerror=__xss(23)>">'],
  [24, '{{constructor.constructor("__xss(24)")()}}<b data-xss=24>t</b>'],
  [25, '[md](javascript:__xss(25)) <a data-xss=25 href=javascript:__xss(25)>m</a>'],
  [26, '<svg><a data-xss=26 xlink:href="javascript:__xss(26)"><text y=20>x</text></a></svg>'],
];

// Text a second decoding (HTML entities, URL or \u escapes, a markdown or template pass) would turn live.
const encoded: [number, string][] = [
  [27, '&lt;img data-xss=27 src=x onerror=__xss(27)&gt;'],
  [28, '%3Cimg%20data-xss=28%20src=x%20onerror=__xss(28)%3E'],
  [29, '\\u003cimg data-xss=29 src=x onerror=__xss(29)\\u003e'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is template syntax on purpose
  [30, '${__xss(30)}#{__xss(30)}<%= __xss(30) %>data-xss=30'],
];

export const PAYLOADS: Payload[] = [
  ...markup.map(([id, text]) => ({ id, text, kind: 'markup' as const })),
  ...encoded.map(([id, text]) => ({ id, text, kind: 'encoded' as const })),
];

/** The payload at position `index`, wrapping around: lets many fields take distinct payloads. */
export const payloadAt = (index: number): string => PAYLOADS[index % PAYLOADS.length].text;

/** Every payload, one a line: for long fields (descriptions, cover letters). */
export const ALL_PAYLOADS = PAYLOADS.map((payload) => payload.text).join('\n');

/**
 * Links an administrator could only store by writing to the database (the API accepts http(s) only):
 * what the pages do with a link that got in anyway.
 */
export const HOSTILE_LINKS = [
  'javascript:__xss(7)//data-xss',
  ' JaVaScRiPt:__xss(7)',
  'java\tscript:__xss(7)',
  'data:text/html,<script data-xss=1>parent.__xss(1)</script>',
  'vbscript:__xss(7)',
];

/** Http(s) links the API accepts, with breakouts in the query: the page must keep them one attribute. */
export const TRICKY_HTTP_LINKS = [
  'https://jobs.example.com/?q="><svg data-xss=4 onload=__xss(4)>',
  "https://jobs.example.com/?q='><img data-xss=5 src=x onerror=__xss(5)>",
];
