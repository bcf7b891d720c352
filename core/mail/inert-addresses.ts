// Mail clients make a link of whatever looks like a web address, in the HTML part and in the
// plain text alike (Gmail, Outlook, Apple Mail): a name typed « http://evil.example » in the
// contact form became a link in an e-mail signed by the site (issue 45, 1.6). The only web
// links a mail holds are the site's own and the team's configured pages; any other web address
// or domain name in a mail's text came from what someone typed (a name, a message, a shop or a
// product) and is made inert here, the way security notices write addresses not to be opened:
// the marks that make one (the scheme's « :// », a domain's dots) are bracketed,
// « http[:]//evil[.]example ». The text stays readable; no client sees an address in it.
// E-mail addresses and phone numbers stay as they are: a tap on one opens the phone's mail
// composer or dialer with the address or number shown, never a page.

const WEB_ADDRESS = /https?:\/\/[^\s)]*[^\s).,;:!?]/gi;
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const SCHEME = /\b([a-z][a-z\d+.-]*):\/\//gi;
/** A dot between a name and a label of letters: « evil.example », « www.x », « M.Dupont » too. */
const DOMAIN_DOT = /(?<=[a-z\d-])\.(?=[a-z]{2})/gi;

/** `transform` applied to the text between the matches of `pattern` that `keep` keeps. */
function between(
  text: string,
  pattern: RegExp,
  keep: (match: string) => boolean,
  transform: (piece: string) => string,
): string {
  let result = '';
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (!keep(match[0])) continue;
    result += transform(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return result + transform(text.slice(from));
}

/** Text with every web address and domain name made inert; e-mail addresses kept. */
export function inertAddresses(text: string): string {
  return between(
    text,
    EMAIL_ADDRESS,
    () => true,
    (piece) => piece.replace(SCHEME, '$1[:]//').replace(DOMAIN_DOT, '[.]'),
  );
}

/**
 * Text with every web address made inert but the site's (`siteOrigin`, from PUBLIC_URL) and
 * `ownAddresses` (the team's pages, from the configuration): the links a mail gives work.
 */
export function inertAddressesBut(
  text: string,
  siteOrigin: string,
  ownAddresses: readonly string[] = [],
): string {
  const own = (address: string) =>
    originOf(address) === siteOrigin || ownAddresses.includes(address);
  return between(text, WEB_ADDRESS, own, inertAddresses);
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}
