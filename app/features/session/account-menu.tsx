import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { Link } from 'react-router';

interface AccountMenuProps {
  name: string;
  /** The account's settings screen. */
  settingsPath: string;
  onLogout: () => void;
}

/** Up to two initials, as the avatar shows them (« Awa Kpodar » → « AK »). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length === 1 ? name.trim() : words.map((word) => word.charAt(0)).join('');
  return letters.slice(0, 2).toUpperCase();
}

/** The top bar's account icon: whose session this is, its settings, and logout. */
export function AccountMenu({ name, settingsPath, onLogout }: AccountMenuProps) {
  const initials = initialsOf(name);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          // The initials shown are in the name: a voice control user says what they see.
          aria-label={`Compte ${initials} : ${name}`}
        >
          {/* Ochre, filled, dark initials: AA in both themes (the name's own colour was not). */}
          <Avatar color="ocre" variant="filled" autoContrast size={30}>
            {initials}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>{name}</Menu.Label>
        <Menu.Item component={Link} to={settingsPath}>
          Paramètres
        </Menu.Item>
        <Menu.Item color="red" onClick={onLogout}>
          Déconnexion
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
