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
  /**
   * Shown only where this media query matches (a `min-width`): elsewhere the picture is hidden by the caller's
   * stylesheet and no file is fetched, as its image then reads an empty inline image.
   */
  media?: string;
}) {
  const srcSet = (format: string) =>
    props.widths.map((w) => `/images/${props.name}-${w}.${format} ${w}w`).join(', ');
  const largest = props.widths[props.widths.length - 1];
  const fallback = props.fallback ?? 'jpg';
  const { media } = props;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={props.sizes} media={media} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={props.sizes} media={media} />
      {media ? (
        <source type={fallbackTypes[fallback]} srcSet={srcSet(fallback)} sizes={props.sizes} media={media} />
      ) : null}
      <img
        className={props.className}
        src={media ? emptyImage : `/images/${props.name}-${largest}.${fallback}`}
        srcSet={media ? undefined : srcSet(fallback)}
        sizes={media ? undefined : props.sizes}
        width={props.width}
        height={props.height}
        alt={props.alt}
        // Only what differs from the browser's defaults (eager, auto, auto): each byte of a first screen is sent
        // to every visitor, within the first round trip (docs/decisions/006).
        loading={props.firstScreen ? undefined : 'lazy'}
        decoding={props.firstScreen ? undefined : 'async'}
        fetchPriority={fetchPriorities[props.firstScreen ?? 'below']}
      />
    </picture>
  );
}

const fetchPriorities = { main: 'high', 'beside-text': 'low', below: undefined } as const;

const fallbackTypes = { jpg: 'image/jpeg', png: 'image/png' } as const;

/** A transparent 1 × 1 GIF: what an image shown only from some width reads below it, without a request. */
const emptyImage = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
