/** Being built; replaced by the real screen in the same change. */
export default function TaggerPage() {
  return null;
}
