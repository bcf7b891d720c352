import { Drawer, NavLink, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { IconSearch } from '@tabler/icons-react';
import { Form, Link } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
}

interface PhoneMenuProps {
  brandName: string;
  links: NavItem[];
  pathname: string;
  opened: boolean;
  onClose: () => void;
  /** Present when signed in: the drawer then ends with 'Déconnexion'. */
  onLogout?: () => void;
}

/** The left drawer of small screens, with the top bar's links. Loaded when first opened. */
export default function PhoneMenu({
  brandName,
  links,
  pathname,
  opened,
  onClose,
  onLogout,
}: PhoneMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size={280}
      title={brandName}
      closeButtonProps={{ 'aria-label': 'Fermer le menu' }}
    >
      {/* The catalogue's search, as /products reads it (`q`). */}
      <Form action="/products" method="get" role="search" onSubmit={onClose}>
        <TextInput
          name="q"
          type="search"
          label="Rechercher un produit"
          placeholder="Karité, moringa, bissap…"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          mb="sm"
        />
      </Form>
      <Stack component="nav" aria-label="Navigation principale" gap={4}>
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={pathname === link.to}
            onClick={onClose}
          />
        ))}
        {onLogout && (
          <NavLink
            component="button"
            label="Déconnexion"
            onClick={() => {
              onClose();
              onLogout();
            }}
          />
        )}
      </Stack>
    </Drawer>
  );
}
