// Hostile input: deep JSON, 50 MB bodies, invalid UTF-8, duplicated keys, __proto__, hostile file
// names, paths, queries and headers. Every answer is a 4xx within 15 s, the server stays up and its
// memory bounded. (A real image under a hostile name may be stored, under a generated name.)
import { adminToken } from '../lib/api.mjs';
import { smallJpeg } from '../lib/images.mjs';
import { rawRequest } from '../lib/raw.mjs';
import { healthOf } from '../lib/server.mjs';
import { multipartParts } from '../lib/upload.mjs';

export const title = 'hostile input';
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/media'] };

const json = (route, body, headers = '') => [
  `POST ${route} HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}${headers}`,
  Buffer.from(body),
];
const get = (route, headers = '') => [`GET ${route} HTTP/1.1${headers}`];
const FAILED_LOGIN = '{"userName":"nobody-here","password":"wrong-password-1"}';

function cases(admin) {
  const auth = `\r\nAuthorization: Bearer ${admin}`;
  const upload = (filename, content, contentType) => {
    const parts = multipartParts({ filename, contentType: 'image/jpeg' });
    const body = Buffer.concat([parts.head, content, parts.tail]);
    return [`POST /api/admin/media?kind=image HTTP/1.1${auth}\r\nContent-Type: ${contentType ?? parts.contentType}\r\nContent-Length: ${body.length}`, body];
  };
  const junk = Buffer.from('not an image at all');
  const big = Buffer.alloc(50 * 1024 * 1024, 0x61);
  return [
    ['10,000-deep JSON array', ...json('/api/enquiries', `${'['.repeat(10_000)}${']'.repeat(10_000)}`)],
    ['10,000-deep JSON object', ...json('/api/auth/login', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)],
    [
      '50 MB JSON body',
      `POST /api/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${big.length + 16}`,
      Buffer.concat([Buffer.from('{"userName":"'), big, Buffer.from('"}  ')]),
    ],
    [
      '50 MB body, chunked',
      'POST /api/enquiries HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked',
      Buffer.concat([Buffer.from(`${big.length.toString(16)}\r\n`), big, Buffer.from('\r\n0\r\n\r\n')]),
    ],
    [
      'invalid UTF-8',
      `POST /api/enquiries HTTP/1.1\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 55`,
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('","phoneNumber":"501234567","message":"x"}')]),
    ],
    ['duplicated keys', ...json('/api/auth/login', '{"userName":"faults-admin","userName":"nobody","password":"wrong-password-1"}')],
    ['__proto__ key', ...json('/api/auth/login', '{"__proto__":{"role":"admin"},"userName":"nobody","password":"wrong-password-1"}')],
    ['constructor.prototype', ...json('/api/enquiries', '{"constructor":{"prototype":{"isAdmin":true}},"name":"x","phoneNumber":"501234567","message":"x"}')],
    ['NUL in a JSON string', ...json('/api/enquiries', '{"name":"a\\u0000b","phoneNumber":"501234567","message":"x"}')],
    ['JSON that is not an object', ...json('/api/auth/login', '"just a string"')],
    [
      'a wrong content type',
      `POST /api/auth/login HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 20`,
      Buffer.from('userName=a&password='),
    ],
    ['file name ../../etc/passwd', ...upload('../../../../etc/passwd', junk)],
    ['file name with backslashes', ...upload('..\\..\\..\\evil.jpg', junk)],
    ['file name of 5,000 characters', ...upload(`${'x'.repeat(5000)}.jpg`, junk)],
    ['file name with markup', ...upload('<script>alert(1)</script>.jpg', junk)],
    ['multipart without a boundary', ...upload('a.jpg', junk, 'multipart/form-data')],
    ['multipart with an empty boundary', ...upload('a.jpg', junk, 'multipart/form-data; boundary=')],
    ['multipart with a wrong boundary', ...upload('a.jpg', junk, 'multipart/form-data; boundary=somethingelse')],
    ['a 100 KB header', `GET /api/labors HTTP/1.1\r\nX-Long: ${'x'.repeat(100_000)}`],
    ['2,000 headers', `GET /api/labors HTTP/1.1${Array.from({ length: 2000 }, (_, i) => `\r\nX-H${i}: v`).join('')}`],
    [
      'Content-Length and Transfer-Encoding',
      'POST /api/enquiries HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked',
      Buffer.from('0\r\n\r\n'),
    ],
    ['a Content-Length that is not a number', 'POST /api/enquiries HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 12abc', Buffer.from('{}')],
    ['a bearer token of 8,000 characters', ...get('/api/auth/me', `\r\nAuthorization: Bearer ${'x'.repeat(8000)}`)],
    ['a malformed Authorization', ...get('/api/auth/me', '\r\nAuthorization: Bearer')],
    ['junk Accept-Language on a refused login', ...json('/api/auth/login', FAILED_LOGIN, `\r\nAccept-Language: ${'zz-ZZ;q=0.'.repeat(500)}`)],
    ['junk X-Forwarded-For on a refused login', ...json('/api/auth/login', FAILED_LOGIN, `\r\nX-Forwarded-For: ${'::::,'.repeat(2000)}`)],
    ['a NUL in the path', ...get('/api/labors/%00')],
    ['an id beyond integers', ...get('/api/labors/99999999999999999999999')],
    ['a negative id', ...get(`/api/admin/orders/-1`, auth)],
    ['a traversal in the path', ...get('/uploads/..%2f..%2fdb%2fPG_VERSION')],
    ['a dot-dot traversal', ...get('/assets/../../../../etc/passwd')],
    ['a page size of 1e309', ...get('/api/labors?pageSize=1e309')],
    ['a repeated query key', ...get('/api/labors?pageNumber=1&pageNumber=2')],
    ['a query of 50,000 characters', ...get(`/api/labors?search=${'a'.repeat(50_000)}`)],
  ];
}

/** The cases whose answer is a 401: the token is no token; every other case must reach its handler (no 401/403). */
const UNAUTHENTICATED = new Set(['a bearer token of 8,000 characters', 'a malformed Authorization']);

export async function run(ctx) {
  const target = await ctx.fresh('hostile');
  const server = await ctx.start(target);
  const admin = await adminToken(server.url);
  const image = await smallJpeg();
  const problems = [];
  const baseline = server.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss() ?? 0)), 100);
  const answers = [];
  try {
    for (const [name, head, body] of cases(admin)) {
      // A refused sign-in is the sign-in handler's own 401.
      const may401 = UNAUTHENTICATED.has(name) || head.startsWith('POST /api/auth/login ');
      const answer = await rawRequest(server.port, head, body, 15_000, { expectForbidden: may401 });
      if ((answer.status === 401 || answer.status === 403) && !may401) problems.push(`${name}: ${answer.status}, never reached its handler`);
      answers.push(answer);
      if (!(answer.status >= 400 && answer.status < 500)) problems.push(`${name}: ${answer.status || answer.error}`);
      if ((await healthOf(server.url)).status !== 200) {
        problems.push(`the server stopped answering after: ${name}`);
        break;
      }
    }
    // A real image under a hostile name: stored, if at all, under a name of the server's own.
    const parts = multipartParts({ filename: '../../../../tmp/evil.jpg', contentType: 'image/jpeg' });
    const body = Buffer.concat([parts.head, image, parts.tail]);
    const stored = await rawRequest(
      server.port,
      `POST /api/admin/media?kind=image HTTP/1.1\r\nAuthorization: Bearer ${admin}\r\nContent-Type: ${parts.contentType}\r\nContent-Length: ${body.length}`,
      body,
    );
    if (stored.status >= 500 || stored.status === 0) problems.push(`a real image under a hostile name: ${stored.status || stored.error}`);
    if (stored.status === 201 && /"(url|path|file)":"[^"]*\.\./.test(stored.text)) problems.push('a hostile file name reached a stored path');
  } finally {
    clearInterval(sampler);
  }
  if (peak - baseline > 300) problems.push(`RSS rose from ${baseline} MB to ${peak} MB`);
  const reason = problems.length ? `${problems.length} not refused with a 4xx: ${problems.slice(0, 6).join('; ')}` : `ok (RSS ${baseline} MB, peak ${peak} MB)`;
  return { acknowledged: null, found: null, errors: problems.length, pass: problems.length === 0, reason };
}
