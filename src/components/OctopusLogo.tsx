type Props = { size?: number; className?: string };
export default function OctopusLogo({ size = 32, className }: Props) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="14" r="10" fill="currentColor" />
    </svg>
  );
}
