/** What the browser got back for an image address. */
export interface ImageProbe {
  type: string;
  bytes: number;
  width: number;
  height: number;
}

/** Loads an image element; resolves with its natural size, rejects when it does not load. */
export function loadImageSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(`The image at ${url} did not load.`));
    image.src = url;
  });
}

/** Fetches an image address (type and size as served) and loads it as an image (natural size). */
export async function probeImage(url: string): Promise<ImageProbe> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  const blob = await response.blob();
  const size = await loadImageSize(url);
  return { type: response.headers.get('content-type') ?? blob.type, bytes: blob.size, ...size };
}

/** A small PNG drawn on a canvas: a gradient with a caption and the time, so each one is new. */
export async function generateTestImage(caption: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 270;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  gradient.addColorStop(0, '#0f766e');
  gradient.addColorStop(1, '#1d4ed8');
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#ffffff';
  context.font = 'bold 28px sans-serif';
  context.fillText(caption, 24, 120);
  context.font = '20px sans-serif';
  context.fillText(new Date().toISOString(), 24, 160);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas could not be encoded as PNG.');
  return new File([blob], `upload-test-${Date.now()}.png`, { type: 'image/png' });
}
