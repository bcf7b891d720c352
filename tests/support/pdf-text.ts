import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text a PDF reader finds in a document, pages joined, with every kind of space (no-break
 * ones included) read as a plain space, as a reader searching the document would.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
