import { IconShoppingCartPlus } from '@tabler/icons-react';

// Icons repeated in every product card are drawn once per page, in the sprite, and each card
// refers to them (`<use href>`): a page of cards no longer carries a copy of each path per card.

const SPRITE_ICONS = { 'panier-plus': IconShoppingCartPlus };

type SpriteIconName = keyof typeof SPRITE_ICONS;

const symbolId = (name: SpriteIconName) => `icone-${name}`;

/** The page's sprite: rendered once, in the layout; invisible, out of the flow. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: 'absolute' }}>
      {Object.entries(SPRITE_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One of the sprite's icons, in the text's colour. */
export function SpriteIcon({ name, size }: { name: SpriteIconName; size: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
