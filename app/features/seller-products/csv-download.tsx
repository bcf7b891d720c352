import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { productsCsvPath } from '../../../common/seller-products.ts';

/**
 * One of the boutique's CSV files (PRODUCTS_CSV) as a download link: the browser saves what the
 * dashboard's resource route answers for the session cookie.
 */
export function CsvDownloadButton({
  fileName,
  children,
}: {
  fileName: string;
  children: ReactNode;
}) {
  const { id = '' } = useParams();
  return (
    <Button
      component={Link}
      to={productsCsvPath(id, fileName)}
      reloadDocument
      download
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
    >
      {children}
    </Button>
  );
}
