import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import {
  isNewsletterOutcome,
  NEWSLETTER_OUTCOME_MESSAGES,
  type NewsletterOutcome,
} from '../../../common/newsletter-outcomes.ts';
import {
  QUICK_LINKS,
  SHOP_ADDRESS,
  SOCIAL_NETWORK_LABELS,
  type ShopContact,
  type SocialNetwork,
} from '../../../common/shop-info.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { MAX_LENGTH } from '../../../common/text-lengths.ts';

const SOCIAL_ICONS: Record<SocialNetwork, typeof IconBrandFacebook> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  whatsapp: IconBrandWhatsapp,
  tiktok: IconBrandTiktok,
};

interface FooterColumnProps {
  title: string;
  children: ReactNode;
  id?: string;
  titleId?: string;
}

function FooterColumn({ title, children, id, titleId }: FooterColumnProps) {
  return (
    <Stack gap="sm" id={id}>
      <Title order={2} fz="md" c="ocre.4" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box c="ocre.4" mt={2} style={{ flexShrink: 0, display: 'flex' }} aria-hidden="true">
        {icon}
      </Box>
      <Box>{children}</Box>
    </Group>
  );
}

function NewsletterForm() {
  const fetcher = useFetcher<{ outcome: NewsletterOutcome }>({ key: 'newsletter' });
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Without JavaScript the outcome comes back in the URL (see routes/newsletter.ts).
  const fromUrl = searchParams.get('newsletter');
  const outcome = fetcher.data?.outcome ?? (isNewsletterOutcome(fromUrl) ? fromUrl : undefined);
  const subscribed = outcome === 'inscrit';
  const message = outcome && NEWSLETTER_OUTCOME_MESSAGES[outcome];

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.outcome === 'inscrit') formRef.current?.reset();
    else inputRef.current?.focus();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      // A subscription changes nothing the page shows: no reloading of its data.
      defaultShouldRevalidate={false}
      noValidate
      aria-labelledby="newsletter-titre"
    >
      {!hydrated && (
        <input type="hidden" name="retour" value={`${location.pathname}${location.search}`} />
      )}
      <Stack gap="xs">
        <TextInput
          ref={inputRef}
          type="email"
          name="email"
          label="Votre adresse e-mail"
          placeholder="vous@exemple.com"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          error={subscribed ? undefined : message}
        />
        <Button
          type="submit"
          color="ocre.5"
          autoContrast
          loading={fetcher.state !== 'idle'}
          style={{ alignSelf: 'flex-start' }}
        >
          S&apos;abonner
        </Button>
        <Text role="status" fz="sm" c="feuille.3">
          {subscribed ? message : ''}
        </Text>
      </Stack>
    </fetcher.Form>
  );
}

function SocialLinks({ brandName, links }: { brandName: string; links: ShopContact['social'] }) {
  return (
    <Group gap="sm">
      {links.map(({ network, href }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <ActionIcon
            key={network}
            component="a"
            href={href}
            size="xl"
            variant="light"
            aria-label={`${brandName} sur ${SOCIAL_NETWORK_LABELS[network]}`}
          >
            <Icon size={22} aria-hidden="true" />
          </ActionIcon>
        );
      })}
    </Group>
  );
}

interface SiteFooterProps {
  brandName: string;
  /** What is not configured is not shown; absent when the root loader failed. */
  contact?: ShopContact;
}

export function SiteFooter({ brandName, contact }: SiteFooterProps) {
  const social = contact?.social ?? [];
  return (
    <Box
      component="footer"
      mt="xl"
      bg="dark.8"
      style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}
    >
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl" verticalSpacing="xl">
          <FooterColumn title="Nous contacter">
            <Stack gap="xs" component="address" fs="normal" c="dark.0">
              <ContactLine icon={<IconMapPin size={18} />}>
                <Text inherit>{SHOP_ADDRESS.street}</Text>
                <Text inherit>
                  {SHOP_ADDRESS.district}, {SHOP_ADDRESS.postalBox}
                </Text>
                <Text inherit>
                  {SHOP_ADDRESS.city}, {SHOP_ADDRESS.country}
                </Text>
              </ContactLine>
              {contact?.email && (
                <ContactLine icon={<IconMail size={18} />}>
                  <Anchor href={`mailto:${contact.email}`} c="dark.0">
                    {contact.email}
                  </Anchor>
                </ContactLine>
              )}
              {contact?.phone && (
                <ContactLine icon={<IconPhone size={18} />}>
                  <Anchor href={`tel:${contact.phone.e164}`} c="dark.0">
                    {contact.phone.display}
                  </Anchor>
                </ContactLine>
              )}
            </Stack>
          </FooterColumn>

          <FooterColumn title="Liens rapides">
            <nav aria-label="Liens rapides">
              <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                {QUICK_LINKS.map((link) => (
                  <li key={link.href}>
                    <Anchor component={Link} to={link.href} c="dark.0">
                      {link.label}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </nav>
          </FooterColumn>

          <FooterColumn title="Lettre d'information" id="newsletter" titleId="newsletter-titre">
            <Text fz="sm" c="dark.1">
              Nouveaux produits, recettes et conseils de nos producteurs, une fois par mois.
            </Text>
            <NewsletterForm />
          </FooterColumn>

          {social.length > 0 && (
            <FooterColumn title="Suivez-nous">
              <SocialLinks brandName={brandName} links={social} />
            </FooterColumn>
          )}
        </SimpleGrid>

        <Divider my="lg" color="dark.5" />
        <Text fz="sm" c="dark.1">
          © {new Date().getFullYear()} {brandName}. Tous droits réservés.
        </Text>
      </Container>
    </Box>
  );
}
