import { ActionIcon, Badge, Box, Group, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../auth/access';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { Modal } from '../../ui/Modal';
import { AddFileButton, AssetFromQuery } from './AssetPageParts';
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
  const mayChange = useAccess().can('web:assetcrud');
  const { addImage, setPrimary, remove } = useAttachmentActions(asset);
  const [shown, setShown] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<AssetAttachment | null>(null);
  const images = imagesOf(asset);

  const confirmDelete = () => {
    if (toDelete) remove.mutate(toDelete);
    setToDelete(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {asset.assetName} Images
        </Title>
        {mayChange && (
          <AddFileButton
            label="+ Add New Image"
            accept="image/*"
            loading={addImage.isPending}
            onFile={(file) => addImage.mutate(file)}
            testId="asset-images-add"
          />
        )}
      </Group>
      {images.length === 0 ? (
        <Text c="dimmed">No asset images found.</Text>
      ) : (
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
                    onClick={() => setToDelete(image)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              )}
            </Box>
          ))}
        </Group>
      )}
      {shown !== null && <Carousel images={images} start={shown} onClose={() => setShown(null)} />}
      <ConfirmationDialog
        opened={toDelete !== null}
        title="Delete Image"
        message="Are you sure you want to delete this image? This action cannot be undone."
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

/** /assets/asset-images?assetId=: the asset's images (spec 2 §2). */
export default function AssetImagesPage() {
  return <AssetFromQuery>{(asset) => <Images asset={asset} />}</AssetFromQuery>;
}
