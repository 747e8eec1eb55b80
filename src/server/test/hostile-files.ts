import { deflateSync } from 'node:zlib';

/**
 * Issue 28's hostile files, made here from scratch (no fixtures copied from anywhere), for
 * the upload tests and the attack replay (scripts/attack-replay): each is a well-formed PDF
 * (or text) under the 1 MiB upload limit, so it reaches the parser.
 */

/** One indirect object's body (dictionary, or dictionary + stream). */
type PdfObject = string | { dictionary: string; stream: Buffer };

/** A PDF of the given objects (numbered from 1; object 1 is the catalog), with a correct xref. */
function pdf(objects: PdfObject[], padTo = 0): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      const head = object.dictionary.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`);
      push(Buffer.from(`${index + 1} 0 obj\n${head}\nstream\n`, 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  // A comment pads the file to the attack's published size without changing what it does.
  const xrefBytes = (objects.length + 1) * 20 + 100;
  if (padTo > length + xrefBytes)
    push(Buffer.from(`%${'-'.repeat(padTo - length - xrefBytes - 2)}\n`));
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const text = (words: string) => Buffer.from(`BT /F1 12 Tf 72 720 Td (${words}) Tj ET`);

/** A page tree whose /Kids lists one page object `times` times (170,000 makes ~1 MB). */
export function repeatedPagePdf(times = 170_000): Buffer {
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${times} /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Kids [${'3 0 R '.repeat(times)}] >>`,
    '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
    { dictionary: '<< >>', stream: text('The same page again.') },
    FONT,
  ]);
}

/** `count` distinct page objects sharing one content stream (7,500 makes ~0.7 MB). */
export function manyPagesPdf(count = 7_500): Buffer {
  const firstPage = 5;
  const kids = Array.from({ length: count }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const pages = Array.from(
    { length: count },
    () => '<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>',
  );
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${count} /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Kids [${kids}] >>`,
    { dictionary: '<< >>', stream: text('One of many pages.') },
    FONT,
    ...pages,
  ]);
}

/**
 * One page whose Flate-compressed content stream (~112 KB) inflates to 50 MiB of text shown
 * line by line: two runs of one short line, 16 and 20 bytes long, so deflate codes each
 * 258-byte match in a few bits, as the published attack's stream did.
 */
export function inflatingStreamPdf(inflatedBytes = 50 * 1024 * 1024): Buffer {
  const half = inflatedBytes / 2;
  const content = Buffer.from(
    'BT /F1 12 Tf 14 TL 72 720 Td\n' +
      "(Deflate me!) '\n".repeat(Math.floor(half / 16)) +
      "(Deflate me again)'\n".repeat(Math.floor(half / 20)) +
      'ET\n',
  );
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dictionary: '<< /Filter /FlateDecode >>', stream: deflateSync(content, { level: 9 }) },
    FONT,
  ]);
}

/**
 * One page drawing Form XObject 0, where each form draws the next one twice, `depth` deep
 * (2^40 draws at 40), the last one showing text; padded to the published 9.5 KB.
 */
export function recursiveFormsPdf(depth = 40, padTo = 9_500): Buffer {
  const firstForm = 5;
  const forms: PdfObject[] = [];
  for (let level = 0; level <= depth; level++) {
    const last = level === depth;
    const resources = last
      ? '/Resources << /Font << /F1 4 0 R >> >>'
      : `/Resources << /XObject << /X ${firstForm + level + 1} 0 R >> >>`;
    forms.push({
      dictionary: `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] ${resources} >>`,
      stream: last ? text('Deep inside.') : Buffer.from('q /X Do Q q /X Do Q'),
    });
  }
  return pdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X ${firstForm} 0 R >> >> /Contents ${firstForm + forms.length} 0 R >>`,
      FONT,
      ...forms,
      { dictionary: '<< >>', stream: Buffer.from('/X Do') },
    ],
    padTo,
  );
}

/** Short sentences, `totalBytes` of them: the text that froze sentence splitting. */
export function shortSentencesText(totalBytes = 1024 * 1024, seed = 0): Buffer {
  const words = ['Price', 'Sell', 'Hire', 'Ship', 'Ask', 'Test', 'Plan', 'Raise', 'Pitch', 'Grow'];
  const parts: string[] = [];
  let size = 0;
  for (let i = seed; size < totalBytes; i++) {
    const sentence = `${words[i % words.length]} it ${i % 97}. `;
    parts.push(sentence);
    size += sentence.length;
  }
  return Buffer.from(parts.join('')).subarray(0, totalBytes);
}
