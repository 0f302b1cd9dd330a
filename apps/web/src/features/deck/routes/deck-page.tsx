/** Being built; replaced by the real screen in the same change. */
export default function DeckPage() {
  return null;
}
