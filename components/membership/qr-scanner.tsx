'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { keepOffline } from './offline-pages';

/** The largest side an image is decoded at, pixels: a phone photo is scaled down to it. */
const MAX_SIDE = 1024;

// The decoder (about 45 kB) is loaded when the partner first reads a code, not with the counter page.
let decoder: Promise<typeof import('jsqr').default> | null = null;
const loadDecoder = () => (decoder ??= import('jsqr').then((module) => module.default));

async function decode(source: CanvasImageSource, width: number, height: number, canvas: HTMLCanvasElement) {
  const jsQR = await loadDecoder();
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

/**
 * Reads a member card's QR code on the device, no service involved (jsQR): live from the camera, or from a photo
 * taken or chosen (the fallback where the camera cannot be used). Calls `onText` with the code's text, and `onNoCode`
 * when a photo holds none (the counter then drops the previous card's panel).
 */
export function QrScanner({ onText, onNoCode }: { onText: (text: string) => void; onNoCode: () => void }) {
  const t = useTranslations('PartnerCounter');
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Fetched once the page is up, and kept for offline use with the page (a counter may go offline before its first scan).
  useEffect(() => {
    void loadDecoder().then(keepOffline);
  }, []);

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        await loadDecoder();
        let busy = false;
        timer = setInterval(async () => {
          const element = video.current;
          if (busy || !element || !canvas.current || element.videoWidth === 0) return;
          busy = true;
          const text = await decode(element, element.videoWidth, element.videoHeight, canvas.current);
          busy = false;
          if (text) {
            setScanning(false);
            onText(text);
          }
        }, 250);
      } catch {
        setProblem(t('cameraUnavailable'));
        setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, onText, t]);

  const fromPhoto = async (file: File | undefined) => {
    if (!file || !canvas.current) return;
    setProblem(null);
    try {
      const bitmap = await createImageBitmap(file);
      const text = await decode(bitmap, bitmap.width, bitmap.height, canvas.current);
      bitmap.close();
      if (text) return onText(text);
    } catch {
      // An image the browser cannot read holds no code either.
    }
    onNoCode();
    setProblem(t('noQrFound'));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            setProblem(null);
            setScanning((value) => !value);
          }}
          className="rounded bg-brand-700 px-4 py-3 font-medium text-white"
        >
          {scanning ? t('stopCamera') : t('scanCamera')}
        </button>
        <label className="cursor-pointer rounded border border-slate-300 bg-white px-4 py-3 font-medium focus-within:ring-2">
          {t('scanPhoto')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            data-testid="qr-photo"
            onChange={(event) => {
              void fromPhoto(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <video ref={video} muted playsInline className={scanning ? 'w-full max-w-sm rounded bg-black' : 'hidden'} />
      <canvas ref={canvas} className="hidden" />
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
