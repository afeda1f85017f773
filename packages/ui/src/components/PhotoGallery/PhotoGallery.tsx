import { useState } from 'react';
import { Button, type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import {
  chip,
  empty,
  image,
  next,
  overlayRow,
  previous,
  root,
  stage,
  stepButton,
  thumbnail,
  thumbnails,
} from './PhotoGallery.css';

export interface PhotoGalleryPhoto {
  /** Address of the image. */
  readonly src: string;
  /** What the photo shows; names its thumbnail too. */
  readonly alt: string;
}

export interface PhotoGalleryProps {
  photos: readonly PhotoGalleryPhoto[];
  /** Accessible name of the row of thumbnails (e.g. "Photos of Rose Cottage"). */
  label: string;
  /** The badge on the first photo, which is the cover. */
  coverLabel: string;
  /** "3 of 8": the position shown over the photo, in the user's language. */
  positionText?: (position: number, total: number) => string;
  /** Shown when there is no photo. */
  emptyText: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/**
 * A property's photos: the selected one large, the others as thumbnails underneath; the first is
 * the cover and says so. Built as the APG tabbed carousel on RAC `Tabs`: Tab moves into the row of
 * thumbnails, the arrow keys (Home/End) change the photo, the previous/next buttons wrap around.
 *
 * States and hooks: root `[data-component="PhotoGallery"]`, `[data-empty]`; parts
 * `[data-part="stage"]`, `[data-part="thumbnail"]` with `[data-selected]`, `[data-focus-visible]`,
 * `[data-cover]`; `[data-part="cover-badge"]`, `[data-part="position"]`.
 */
export function PhotoGallery({
  photos,
  label,
  coverLabel,
  positionText = (position, total) => `${position} / ${total}`,
  emptyText,
  previousLabel = 'Previous photo',
  nextLabel = 'Next photo',
  className,
}: PhotoGalleryProps) {
  const [selected, setSelected] = useState(0);
  const total = photos.length;
  if (total === 0) {
    return (
      <div className={cx(root, className)} data-component="PhotoGallery" data-empty="true">
        <p className={empty}>{emptyText}</p>
      </div>
    );
  }
  const current = Math.min(selected, total - 1);
  const step = (by: number) => setSelected((current + by + total) % total);
  const onSelectionChange = (key: Key) => setSelected(Number(key));

  return (
    <Tabs
      className={cx(root, className)}
      data-component="PhotoGallery"
      selectedKey={String(current)}
      onSelectionChange={onSelectionChange}
    >
      <TabList aria-label={label} className={thumbnails}>
        {photos.map((photo, index) => (
          <Tab
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the photo's identity here
            key={index}
            id={String(index)}
            className={thumbnail}
            data-part="thumbnail"
            data-cover={index === 0 || undefined}
          >
            <img className={image} src={photo.src} alt={photo.alt} />
          </Tab>
        ))}
      </TabList>
      {photos.map((photo, index) => (
        <TabPanel
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the photo's identity here
          key={index}
          id={String(index)}
          className={stage}
          data-part="stage"
        >
          <img className={image} src={photo.src} alt={photo.alt} />
          <div className={overlayRow}>
            {index === 0 ? (
              <span className={chip} data-part="cover-badge">
                {coverLabel}
              </span>
            ) : (
              <span />
            )}
            <span className={chip} data-part="position">
              {positionText(index + 1, total)}
            </span>
          </div>
          {total > 1 ? (
            <>
              <Button
                aria-label={previousLabel}
                className={cx(stepButton, previous)}
                onPress={() => step(-1)}
              >
                <Icon name="chevron-left" size="small" />
              </Button>
              <Button
                aria-label={nextLabel}
                className={cx(stepButton, next)}
                onPress={() => step(1)}
              >
                <Icon name="chevron-right" size="small" />
              </Button>
            </>
          ) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
