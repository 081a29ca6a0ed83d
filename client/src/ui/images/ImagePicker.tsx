import { Button, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useRef } from 'react';
import { track } from '../../api/analytics';
import { showErrorToast } from '../toasts';
import { NOT_AN_IMAGE, readImage, type ImageValue } from './images';

const PREVIEW_SIZE = 96;

interface ImagePickerProps {
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  error?: string;
  /** Prefix of the test ids: `-input` (the file input), `-pick`, `-remove`, `-preview`. */
  testId: string;
}

/** Spec 1 §2.6: pick an image file or remove the image; non-images are refused with "File Is NOT Image!". */
export function ImagePicker({ label, value, onChange, error, testId }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File) => {
    try {
      onChange(await readImage(file));
      track('image added');
    } catch (failure) {
      showErrorToast(
        failure instanceof Error && failure.message === NOT_AN_IMAGE ? NOT_AN_IMAGE : 'Failed to upload image.',
      );
    }
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group align="flex-start">
        <Paper withBorder w={PREVIEW_SIZE} h={PREVIEW_SIZE} radius="sm">
          {value ? (
            <Image src={value.src} alt={label} w="100%" h="100%" fit="contain" data-testid={`${testId}-preview`} />
          ) : (
            <Center h="100%">
              <IconPhoto size={32} color="var(--mantine-color-gray-5)" />
            </Center>
          )}
        </Paper>
        <Stack gap="xs">
          <Button
            variant="default"
            aria-label={`Choose ${label}`}
            onClick={() => input.current?.click()}
            data-testid={`${testId}-pick`}
          >
            Choose File
          </Button>
          {value && (
            <Button
              variant="subtle"
              color="red"
              aria-label={`Remove ${label}`}
              onClick={() => onChange(null)}
              data-testid={`${testId}-remove`}
            >
              Remove
            </Button>
          )}
        </Stack>
      </Group>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={label}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (file) void choose(file);
        }}
      />
      {error && (
        <Text c="red" size="xs" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
