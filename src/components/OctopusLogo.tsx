type Props = { size?: number; className?: string };

/**
 * The Octopus mark. Decorative: the product name always stands next to it, so it is hidden from
 * assistive technology. Drawn in currentColor, so it takes the colour of its context.
 */
export default function OctopusLogo({ size = 32, className }: Props) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <circle cx="32" cy="24" r="16" />
      <path d="M18 34c-4 8-10 10-12 16 6 1 10-4 14-10zM26 38c-2 9-6 13-5 19 5-2 8-8 9-16zM38 38c2 9 6 13 5 19-5-2-8-8-9-16zM46 34c4 8 10 10 12 16-6 1-10-4-14-10z" />
      <circle cx="26" cy="24" r="3.5" fill="#fff" />
      <circle cx="38" cy="24" r="3.5" fill="#fff" />
    </svg>
  );
}
