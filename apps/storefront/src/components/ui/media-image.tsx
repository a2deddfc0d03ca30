/**
 * A lazy catalogue image that reserves its box before it loads (width and height give the aspect
 * ratio), so grids do not shift. `sizes` tells the browser how wide it will be drawn.
 */
export function MediaImage({
  src,
  alt,
  width,
  height,
  sizes,
  eager = false,
  className,
}: {
  src: string | undefined;
  alt: string;
  width?: number;
  height?: number;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  if (!src) return <div className={`media-placeholder ${className ?? ''}`} role="img" aria-label={alt} />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width ?? 800}
      height={height ?? 800}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
