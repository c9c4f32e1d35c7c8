/**
 * A multipart body carrying one file, as the back office's upload form sends it: the payload and
 * the content type that names its boundary.
 */
export function multipartFile(
  content: Buffer,
  { field = 'image', filename = 'photo.png', type = 'image/png' } = {},
) {
  const boundary = '----shopboundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
