import { ActionIcon, Box, Button, Group, Image, Paper, Text } from '@mantine/core';
import { IconPhotoPlus, IconSignature, IconX } from '@tabler/icons-react';
import { useRef, useState, type PointerEvent } from 'react';
import { NOT_AN_IMAGE, readImage } from '../../../ui/images/images';
import { showErrorToast } from '../../../ui/toasts';
import { isJsonObject } from '../engine';
import { numberAttribute } from '../fieldInfo';
import type { WidgetProps } from '../types';
import { emptyText, FieldFrame } from './common';

/** A picture as stored: a URL or data: URL, or a record carrying one (src, url). */
export function pictureSource(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (!isJsonObject(value)) return null;
  const source = value.src ?? value.url ?? value.dataUrl;
  return typeof source === 'string' && source !== '' ? source : null;
}

const THUMBNAIL = 96;

/**
 * The image gallery: thumbnails, Add Photo (the shared chooser's rules: images only, "File Is NOT Image!", above
 * 2,000,000 bytes scaled to 500×500), remove; at most maxImages. New photos are stored as data: URLs.
 */
export function ImageGalleryWidget(props: WidgetProps) {
  const input = useRef<HTMLInputElement>(null);
  const images: unknown[] = Array.isArray(props.value) ? props.value : [];
  const max = numberAttribute(props.attributes.maxImages);
  const add = async (files: FileList | null) => {
    const added: string[] = [];
    for (const file of files ?? []) {
      try {
        added.push((await readImage(file)).src);
      } catch (failure) {
        showErrorToast(
          failure instanceof Error && failure.message === NOT_AN_IMAGE ? NOT_AN_IMAGE : 'Failed to upload image.',
        );
      }
    }
    if (added.length > 0) props.onChange([...images, ...added].slice(0, max ?? Infinity));
  };
  return (
    <FieldFrame {...props}>
      <Group gap="xs" data-testid={`${props.testId}-gallery`}>
        {images.length === 0 && props.readOnly && <Text size="sm">{emptyText(props)}</Text>}
        {images.map((image, index) => {
          const source = pictureSource(image);
          return (
            <Paper key={index} withBorder radius="sm" w={THUMBNAIL} h={THUMBNAIL} pos="relative">
              {source && <Image src={source} alt={`${props.label} ${index + 1}`} w="100%" h="100%" fit="cover" />}
              {!props.readOnly && (
                <ActionIcon
                  pos="absolute"
                  top={2}
                  right={2}
                  size="sm"
                  color="red"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => props.onChange(images.filter((_, other) => other !== index))}
                >
                  <IconX size={12} />
                </ActionIcon>
              )}
            </Paper>
          );
        })}
        {!props.readOnly && (max === undefined || images.length < max) && (
          <Button
            variant="default"
            h={THUMBNAIL}
            leftSection={<IconPhotoPlus size={16} />}
            onClick={() => input.current?.click()}
            data-testid={`${props.testId}-add`}
          >
            Add Photo
          </Button>
        )}
      </Group>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          void add(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
        data-testid={`${props.testId}-input`}
      />
    </FieldFrame>
  );
}

/** A canvas to sign on with a finger, pen or mouse; Done stores the drawing as a PNG data: URL. */
function SignaturePad({ onDone, onCancel }: { onDone: (dataUrl: string) => void; onCancel: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / (box.width || 1);
    return [(event.clientX - box.left) * scale, (event.clientY - box.top) * scale] as const;
  };
  const context = () => canvas.current?.getContext('2d') ?? null;
  return (
    <Box>
      <canvas
        ref={canvas}
        aria-label="Signature pad"
        data-testid="signature-pad"
        width={600}
        height={180}
        style={{
          width: '100%',
          height: 120,
          border: '1px solid var(--mantine-color-default-border)',
          touchAction: 'none',
        }}
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx) return;
          drawing.current = true;
          // Optional: older engines (and jsdom) lack pointer capture; drawing still works without it.
          event.currentTarget.setPointerCapture?.(event.pointerId);
          ctx.lineWidth = 3;
          ctx.lineCap = 'round';
          ctx.beginPath();
          ctx.moveTo(...point(event));
        }}
        onPointerMove={(event) => {
          const ctx = context();
          if (!drawing.current || !ctx) return;
          ctx.lineTo(...point(event));
          ctx.stroke();
          setSigned(true);
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
      />
      <Group gap="xs" mt={4}>
        <Button
          size="xs"
          disabled={!signed}
          onClick={() => canvas.current && onDone(canvas.current.toDataURL('image/png'))}
          data-testid="signature-pad-done"
        >
          Done
        </Button>
        <Button
          size="xs"
          variant="default"
          data-testid="signature-pad-clear"
          onClick={() => {
            const ctx = context();
            if (ctx && canvas.current) ctx.clearRect(0, 0, canvas.current.width, canvas.current.height);
            setSigned(false);
          }}
        >
          Clear
        </Button>
        <Button size="xs" variant="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Box>
  );
}

/** The signature image; editing draws a new one on a pad (stored as an image). */
export function SignatureWidget(props: WidgetProps) {
  const [signing, setSigning] = useState(false);
  const source = pictureSource(props.value);
  return (
    <FieldFrame {...props}>
      {source ? (
        <Image
          src={source}
          alt={props.label || 'Signature'}
          h={80}
          w="auto"
          fit="contain"
          data-testid={`${props.testId}-image`}
        />
      ) : (
        props.readOnly && <Text size="sm">{emptyText(props)}</Text>
      )}
      {!props.readOnly &&
        (signing ? (
          <SignaturePad
            onDone={(dataUrl) => {
              props.onChange(dataUrl);
              setSigning(false);
            }}
            onCancel={() => setSigning(false)}
          />
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconSignature size={14} />}
              onClick={() => setSigning(true)}
              data-testid={`${props.testId}-sign`}
            >
              {source ? 'Sign Again' : 'Sign'}
            </Button>
            {source && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => props.onChange(null)}
                data-testid={`${props.testId}-clear`}
              >
                Clear
              </Button>
            )}
          </Group>
        ))}
    </FieldFrame>
  );
}
