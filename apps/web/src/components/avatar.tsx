/** The profile picture, or the name's first letter on a coloured disc when there is none. */
export function Avatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img src={src} alt="" className="rounded-circle object-fit-cover" style={style} />;
  return (
    <span
      aria-hidden="true"
      className="rounded-circle bg-secondary-subtle text-secondary-emphasis d-inline-flex align-items-center justify-content-center fw-bold"
      style={style}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
