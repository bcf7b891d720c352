/** The baobab mark: a stylised tree, drawn inline so it costs no request. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#3b342b" />
      <path d="M32 54V34" stroke="#e6961b" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M32 38c-6-2-12-1-16 3M32 36c6-3 12-2 16 2"
        stroke="#e6961b"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="32" cy="22" rx="20" ry="12" fill="#5aa944" />
    </svg>
  );
}
