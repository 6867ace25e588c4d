/** The text of a PDF, as a reader's viewer extracts it (pdf.js), for tests of the invoices. */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text, items joined by single spaces; no-break spaces (between amount and €) read as spaces. */
export async function pdfText(data: Uint8Array | ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}

/** Its title, as the document's metadata says it. */
export async function pdfTitle(data: Uint8Array | ArrayBuffer): Promise<string | undefined> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return info.Title;
}
