/**
 * A raster illustration from web/public/images, rendered by scripts/generate-images.ts at several widths:
 * AVIF first, WebP next, JPEG (PNG for a drawing over a transparent background) as the fallback. Width and
 * height reserve the space, so nothing shifts.
 */
export function ResponsiveImage(props: {
  name: string;
  widths: readonly number[];
  width: number;
  height: number;
  alt: string;
  sizes: string;
  className?: string;
  fallback?: 'jpg' | 'png';
  /**
   * In the first screen. 'main': its largest element, fetched at once at high priority. 'beside-text': next
   * to the text that is, fetched at once but after the resources that text needs. Otherwise lazy.
   */
  firstScreen?: 'main' | 'beside-text';
}) {
  const srcSet = (format: string) =>
    props.widths.map((w) => `/images/${props.name}-${w}.${format} ${w}w`).join(', ');
  const largest = props.widths[props.widths.length - 1];
  const fallback = props.fallback ?? 'jpg';
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={props.sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={props.sizes} />
      <img
        className={props.className}
        src={`/images/${props.name}-${largest}.${fallback}`}
        srcSet={srcSet(fallback)}
        sizes={props.sizes}
        width={props.width}
        height={props.height}
        alt={props.alt}
        loading={props.firstScreen ? 'eager' : 'lazy'}
        decoding={props.firstScreen ? 'auto' : 'async'}
        fetchPriority={
          props.firstScreen === 'main' ? 'high' : props.firstScreen === 'beside-text' ? 'low' : 'auto'
        }
      />
    </picture>
  );
}
