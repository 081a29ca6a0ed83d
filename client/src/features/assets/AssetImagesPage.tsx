import { ActionIcon, Badge, Box, Group, Image, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { AssetFromQuery, AttachmentsFrame } from './AssetPageParts';
import classes from './AssetImagesPage.module.css';
import { imagesOf, type Asset, type AssetAttachment } from './assets';
import { useAttachmentActions } from './useAttachmentActions';

/** Spec 2 §2: the images grid shows 180 px images. */
const TILE_SIZE = 180;

/** The index `step` places from `index` in a list of `count`, wrapping around at both ends. */
export const wrapIndex = (index: number, step: number, count: number) => (index + step + count) % count;

function Carousel({ images, start, onClose }: { images: AssetAttachment[]; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const image = images[index];
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, images.length));
  return (
    <Modal opened onClose={onClose} title={image.name} subtitle={`${index + 1} / ${images.length}`}>
      <Group wrap="nowrap" justify="space-between" data-testid="asset-image-carousel">
        <ActionIcon variant="subtle" size="xl" aria-label="Previous image" onClick={() => step(-1)}>
          <IconChevronLeft />
        </ActionIcon>
        <Image src={image.url} alt={image.name} mah="70vh" fit="contain" data-testid="asset-image-carousel-image" />
        <ActionIcon variant="subtle" size="xl" aria-label="Next image" onClick={() => step(1)}>
          <IconChevronRight />
        </ActionIcon>
      </Group>
    </Modal>
  );
}

function Images({ asset }: { asset: Asset }) {
  const { addImage, setPrimary, remove } = useAttachmentActions(asset);
  const [shown, setShown] = useState<number | null>(null);
  const images = imagesOf(asset);

  return (
    <>
      <AttachmentsFrame
        asset={asset}
        kind="Image"
        accept="image/*"
        adding={addImage.isPending}
        onAdd={(file) => addImage.mutate(file)}
        addTestId="asset-images-add"
        emptyText="No asset images found."
        attachments={images}
        onDelete={(image) => remove.mutate(image)}
      >
        {({ mayChange, askDelete }) => (
          <Group gap="md" data-testid="asset-images-grid">
            {images.map((image, index) => (
              <Box key={image.id} className={classes.tile} data-testid={`asset-image-${image.id}`}>
                <UnstyledButton onClick={() => setShown(index)} aria-label={`View ${image.name}`}>
                  <Image src={image.url} alt={image.name} w={TILE_SIZE} h={TILE_SIZE} radius="sm" fit="cover" />
                </UnstyledButton>
                {image.primary && (
                  <Badge pos="absolute" top={6} left={6} data-testid="asset-image-primary">
                    Primary
                  </Badge>
                )}
                {mayChange && (
                  <Group gap={4} className={classes.actions}>
                    {!image.primary && (
                      <ActionIcon
                        variant="white"
                        aria-label={`Set ${image.name} as primary`}
                        onClick={() => setPrimary.mutate(image)}
                      >
                        <IconStar size={18} />
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="white"
                      color="red"
                      aria-label={`Delete ${image.name}`}
                      onClick={() => askDelete(image)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                )}
              </Box>
            ))}
          </Group>
        )}
      </AttachmentsFrame>
      {shown !== null && <Carousel images={images} start={shown} onClose={() => setShown(null)} />}
    </>
  );
}

/** /assets/asset-images?assetId=: the asset's images (spec 2 §2). */
export default function AssetImagesPage() {
  return <AssetFromQuery>{(asset) => <Images asset={asset} />}</AssetFromQuery>;
}
