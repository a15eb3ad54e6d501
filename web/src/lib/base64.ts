/** The bytes of a file (as read, no decoding) in base64, for an upload's JSON body (`{ "file": "<base64>" }`). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  // Chunks keep String.fromCharCode's argument list well under the engine's limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
