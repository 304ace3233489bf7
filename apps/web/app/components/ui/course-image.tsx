import { Box } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './course-image.module.css';

export type CourseImageProps = {
  src: string | null | undefined;
  /** Width / height of the frame. */
  ratio?: number;
  radius?: string | number;
  /**
   * The page's main picture (e.g. the catalogue's first row): fetched at once with high priority instead of lazily,
   * since it is what the page's Largest Contentful Paint waits for.
   */
  isPriority?: boolean;
};

/**
 * A course cover that never shows a broken image: the placeholder stands behind it while it loads (lazily) and
 * takes its place when there is none or it fails to load. Decorative: the course name is next to it.
 */
export function CourseImage({ src, ratio = 16 / 9, radius, isPriority = false }: CourseImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isShown = Boolean(src) && failedSrc !== src;
  return (
    <Box className={classes.frame} style={{ aspectRatio: ratio, borderRadius: radius }}>
      <Box className={classes.placeholder} aria-hidden="true" data-testid="course-image-placeholder">
        <IconSchool size={48} stroke={1.2} />
      </Box>
      {isShown && src && (
        <img
          src={src}
          alt=""
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding="async"
          className={classes.image}
          onError={() => setFailedSrc(src)}
          // An image that failed before React listened (cached error) reports no event: check once it is attached.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
          }}
        />
      )}
    </Box>
  );
}
