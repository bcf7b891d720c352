import { Alert, List } from '@mantine/core';
import '@mantine/core/styles/Alert.css';

/** What changed since the buyer filled the cart (prices, vanished products, stock). */
export function CartNotices({ notices, failed }: { notices: string[]; failed: boolean }) {
  return (
    <>
      {notices.length > 0 && (
        <Alert color="yellow" title="Votre panier a été mis à jour" mb="md" role="status">
          <List size="sm">
            {notices.map((notice) => (
              <List.Item key={notice}>{notice}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {failed && (
        <Alert color="red" mb="md" role="alert">
          Impossible de vérifier les prix actuels : vérifiez votre connexion. Les prix affichés sont
          ceux de votre dernière visite.
        </Alert>
      )}
    </>
  );
}
