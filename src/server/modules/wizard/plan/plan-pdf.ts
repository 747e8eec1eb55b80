import type { List, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import PDFDocument from 'pdfkit';

type Pdf = PDFKit.PDFDocument;

const HEADING_SIZES: Record<number, number> = { 1: 20, 2: 14, 3: 12 };
const BODY_SIZE = 10.5;

/** pdfkit's built-in fonts speak WinAnsi: characters beyond it (emoji) would print as noise. */
const printable = (text: string) =>
  // The built-in fonts have no rupee sign: its code keeps an amount readable.
  text.replaceAll('₹', 'INR ').replace(/[^\u0020-\u00ff€‘’“”–—…•÷×\n]/g, '');

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** Inline Markdown as runs of text with their emphasis; links keep their text. */
function runsOf(nodes: PhrasingContent[], bold = false, italic = false): Run[] {
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ text: node.value, bold, italic }];
      case 'strong':
        return runsOf(node.children, true, italic);
      case 'emphasis':
        return runsOf(node.children, bold, true);
      case 'link':
        return runsOf(node.children, bold, italic);
      case 'break':
        return [{ text: '\n', bold, italic }];
      default:
        return 'children' in node ? runsOf(node.children as PhrasingContent[], bold, italic) : [];
    }
  });
}

const fontOf = (run: Run) =>
  run.bold && run.italic
    ? 'Helvetica-BoldOblique'
    : run.bold
      ? 'Helvetica-Bold'
      : run.italic
        ? 'Helvetica-Oblique'
        : 'Helvetica';

function writeRuns(pdf: Pdf, runs: Run[], options: PDFKit.Mixins.TextOptions = {}) {
  const shown = runs.filter((r) => r.text.length > 0);
  if (shown.length === 0) return;
  shown.forEach((run, i) => {
    pdf.font(fontOf(run)).text(printable(run.text), {
      ...options,
      continued: i < shown.length - 1,
    });
  });
}

function writeList(pdf: Pdf, list: List, depth: number) {
  list.children.forEach((item, i) => {
    const marker = list.ordered ? `${(list.start ?? 1) + i}.` : '•';
    item.children.forEach((child, j) => {
      if (child.type === 'paragraph') {
        const lead: Run[] = j === 0 ? [{ text: `${marker} `, bold: false, italic: false }] : [];
        writeRuns(pdf, [...lead, ...runsOf(child.children)], { indent: 14 * depth });
      } else writeBlock(pdf, child, depth + 1);
    });
    pdf.moveDown(0.2);
  });
}

function writeBlock(pdf: Pdf, node: RootContent, depth = 0) {
  switch (node.type) {
    case 'heading':
      pdf.moveDown(0.6).fontSize(HEADING_SIZES[node.depth] ?? BODY_SIZE);
      writeRuns(pdf, runsOf(node.children, true));
      pdf.fontSize(BODY_SIZE).moveDown(0.3);
      return;
    case 'paragraph':
      writeRuns(pdf, runsOf(node.children));
      pdf.moveDown(0.5);
      return;
    case 'list':
      writeList(pdf, node, depth);
      pdf.moveDown(0.3);
      return;
    case 'blockquote':
      for (const child of node.children) writeBlock(pdf, child, depth + 1);
      return;
    case 'code':
      pdf.font('Courier').text(printable(node.value)).font('Helvetica').moveDown(0.5);
      return;
    case 'thematicBreak':
      pdf.moveDown(0.5);
      return;
    default:
      return;
  }
}

/** The plan's Markdown as a PDF: headings, paragraphs, lists and emphasis, A4 with margins. */
export function renderPlanPdf(markdown: string, title: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica').fontSize(BODY_SIZE);
  for (const node of fromMarkdown(markdown).children) writeBlock(pdf, node);
  pdf.end();
  return done;
}
