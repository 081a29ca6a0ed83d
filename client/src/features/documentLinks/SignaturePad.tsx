import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef, type PointerEvent } from 'react';

interface SignaturePadProps {
  /** The drawing as a PNG data URL, or null once cleared. */
  onChange: (dataUrl: string | null) => void;
  error?: string;
}

/** A canvas the customer signs on with a mouse, pen or finger; each stroke gives the PNG data URL of the drawing. */
export function SignaturePad({ onChange, error }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#1a1b1e';
    context.beginPath();
    context.moveTo(...point(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(...point(event));
    context?.stroke();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    onChange(null);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Signature
      </Text>
      <canvas
        ref={canvas}
        width={480}
        height={160}
        aria-label="Sign here"
        data-testid="signature-pad"
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 4,
          touchAction: 'none',
          maxWidth: '100%',
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
      />
      <Group justify="space-between">
        <Text size="xs" c={error ? 'red' : 'dimmed'}>
          {error ?? 'Sign with your mouse or finger.'}
        </Text>
        <Button variant="subtle" size="xs" onClick={clear}>
          Clear
        </Button>
      </Group>
    </Stack>
  );
}
