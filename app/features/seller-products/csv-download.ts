import { useState } from 'react';
import { useAuthorizedRequest } from '../session/use-authorized-request.ts';
import { saveBlob } from './save-blob.ts';
import { toastFailure } from '../toasts.ts';

export const TEMPLATE_CSV = {
  path: '/api/produits/modele-import.csv',
  fileName: 'modele-import-produits.csv',
};
export const EXPORT_CSV = {
  path: '/api/produits/ma-boutique/export.csv',
  fileName: 'mes-produits.csv',
};

/**
 * Downloads one of the seller's CSV files. The server wants the bearer token, which a plain
 * link cannot send: the file is fetched, then handed to the browser as a download.
 */
export function useCsvDownload(file: { path: string; fileName: string }) {
  const request = useAuthorizedRequest();
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    const result = await request<Blob>(file.path, { read: 'blob' });
    setPending(false);
    if (result.ok) saveBlob(result.body, file.fileName);
    else if (result.status !== 401) toastFailure('Téléchargement impossible', result.message);
  }
  return { pending, download };
}
