import { ActionIcon, Button, TextInput } from '@mantine/core';
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
} from '#common/newsletter-outcomes.ts';
import {
  QUICK_LINKS,
  SHOP_ADDRESS,
  SOCIAL_NETWORK_LABELS,
  type ShopContact,
  type SocialNetwork,
} from '#common/shop-info.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import classes from './site-footer.module.css';
import textLink from '../../components/text-link.module.css';

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
    <div className={classes.column} id={id}>
      <h2 className={classes.heading} id={titleId}>
        {title}
      </h2>
      {children}
    </div>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.line}>
      <div className={classes.icon} aria-hidden="true">
        {icon}
      </div>
      <div>{children}</div>
    </div>
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
      className={classes.form}
    >
      {!hydrated && (
        <input type="hidden" name="retour" value={`${location.pathname}${location.search}`} />
      )}
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
        className={classes.submit}
      >
        S’abonner
      </Button>
      <p role="status" className={classes.status}>
        {subscribed ? message : ''}
      </p>
    </fetcher.Form>
  );
}

function SocialLinks({ brandName, links }: { brandName: string; links: ShopContact['social'] }) {
  return (
    <div className={classes.social}>
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
    </div>
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
    <footer className={classes.footer}>
      <div className={classes.columns}>
        <FooterColumn title="Nous contacter">
          <address className={classes.contact}>
            <ContactLine icon={<IconMapPin size={18} />}>
              <p>{SHOP_ADDRESS.street}</p>
              <p>
                {SHOP_ADDRESS.district}, {SHOP_ADDRESS.postalBox}
              </p>
              <p>
                {SHOP_ADDRESS.city}, {SHOP_ADDRESS.country}
              </p>
            </ContactLine>
            {contact?.email && (
              <ContactLine icon={<IconMail size={18} />}>
                <a
                  href={`mailto:${contact.email}`}
                  className={`${textLink.link} mantine-focus-auto`}
                >
                  {contact.email}
                </a>
              </ContactLine>
            )}
            {contact?.phone && (
              <ContactLine icon={<IconPhone size={18} />}>
                <a
                  href={`tel:${contact.phone.e164}`}
                  className={`${textLink.link} mantine-focus-auto`}
                >
                  {contact.phone.display}
                </a>
              </ContactLine>
            )}
          </address>
        </FooterColumn>

        <FooterColumn title="Liens rapides">
          <nav aria-label="Liens rapides">
            <ul className={classes.links}>
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={`${textLink.link} mantine-focus-auto`}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </FooterColumn>

        <FooterColumn title="Lettre d’information" id="newsletter" titleId="newsletter-titre">
          <p className={classes.note}>
            Nouveaux produits, recettes et conseils de nos producteurs, une fois par mois.
          </p>
          <NewsletterForm />
        </FooterColumn>

        {social.length > 0 && (
          <FooterColumn title="Suivez-nous">
            <SocialLinks brandName={brandName} links={social} />
          </FooterColumn>
        )}
      </div>

      <hr className={classes.rule} />
      <p className={classes.note}>
        © {new Date().getFullYear()} {brandName}. Tous droits réservés.
      </p>
    </footer>
  );
}
