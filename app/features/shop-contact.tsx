import { Anchor } from '@mantine/core';
import { Link, useRouteLoaderData } from 'react-router';
import { NO_SHOP_CONTACT, type ShopContact } from '#common/shop-info.ts';
import type { RootLoader } from '../root-data.ts';

/** The team's e-mail, phone and social pages as configured, from the root loader. */
export function useShopContact(): ShopContact {
  return useRouteLoaderData<RootLoader>('root')?.shopContact ?? NO_SHOP_CONTACT;
}

/**
 * The team's e-mail as a link in running text ("écrivez-nous ({mail})"); the contact form when no
 * address is configured, so that the sentence still leads somewhere. Underlined: Typography's
 * own link style would hide it, and links in text need more than colour.
 */
export function ShopEmailLink() {
  const { email } = useShopContact();
  if (!email) {
    return (
      <Anchor component={Link} to="/contact" td="underline">
        notre formulaire de contact
      </Anchor>
    );
  }
  return (
    <Anchor href={`mailto:${email}`} td="underline">
      {email}
    </Anchor>
  );
}
