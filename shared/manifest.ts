/** The build manifest written by build.ts and read by the server render. */
export interface ChunkSet {
  /** URL of the chunk itself. */
  file: string;
  /** URLs of the chunks it imports statically (to modulepreload alongside). */
  imports: string[];
}

export interface BuildManifest {
  entry: ChunkSet;
  /** Page chunk per page kind. */
  pages: Record<string, ChunkSet>;
  /** URL of the icon sprite (scripts/iconSprite.ts), hashed like the chunks. */
  icons: string;
}
