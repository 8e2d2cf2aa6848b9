/**
 * Download of an output image (PRODUCT_SPEC section 2 "Playground"): the
 * file name combines model, "output" and a timestamp, with extension png,
 * e.g. dall-e-output-1764000000000.png.
 */

/** "DALL-E" -> "dall-e", "Stable Diffusion" -> "stable-diffusion", "GPT-4 Vision" -> "gpt-4-vision". */
function fileNamePart(model: string): string {
  const slug = model
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'model';
}

export function imageFileName(model: string, timestamp: number): string {
  return `${fileNamePart(model)}-output-${timestamp}.png`;
}

function saveAs(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Fetches the image and saves it under the chosen name. The browser honours
 * a link's download name only for same-origin addresses, so the bytes are
 * fetched first; should that fail (an image on another origin without
 * CORS), the plain link still saves the file, under the server's name.
 */
export async function downloadImage(url: string, fileName: string): Promise<void> {
  let objectUrl: string | null = null;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`The image answered ${response.status}`);
    objectUrl = URL.createObjectURL(await response.blob());
    saveAs(objectUrl, fileName);
  } catch {
    saveAs(url, fileName);
  } finally {
    // The click has started the download; the object URL is no longer needed after this turn.
    if (objectUrl) {
      const done = objectUrl;
      setTimeout(() => URL.revokeObjectURL(done), 0);
    }
  }
}
