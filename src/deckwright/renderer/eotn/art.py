"""A card's optional art image: found inside the content folder, opened with Pillow, never fatal.

The path is relative to ``art_root`` (the folder of the card file) and may not leave it: an
absolute path, a ``..`` that climbs out, or a symlink pointing outside is refused. A refused,
missing or unreadable image gives a warning and no image; the face then draws a placeholder.
So does a name the file system cannot take (a NUL character, over-long) or a symlink loop.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image

MAX_PIXELS = 40_000_000  # bigger than any card art at 1200 dpi; refuse decompression bombs early


def load_art(art: str, art_root: Path | None, card_id: str) -> tuple[Image.Image | None, str | None]:
    """(RGB image, None) or (None, warning) for the art path of card ``card_id``."""
    if art_root is None:
        return None, f"card '{card_id}': art '{art}' is ignored: no content folder to look in"
    if "\0" in art:
        return None, (
            f"card '{card_id}': art {art!r} is refused: the name holds a NUL character; a placeholder is printed"
        )
    if Path(art).is_absolute():
        return None, f"card '{card_id}': art '{art}' is refused: the path must be relative to the card file"
    try:
        root = Path(art_root).resolve()
        path = (root / art).resolve()
        if not path.is_relative_to(root):
            return None, f"card '{card_id}': art '{art}' is refused: it leaves the content folder"
        found = path.is_file()
    except (OSError, RuntimeError) as error:  # a name too long for the file system, a symlink loop
        reason = error.strerror if isinstance(error, OSError) and error.strerror else "a symlink loop"
        return None, f"card '{card_id}': art '{art[:80]}' cannot be opened ({reason}); a placeholder is printed"
    if not found:
        return None, f"card '{card_id}': art '{art}' not found; a placeholder is printed"
    try:
        with Image.open(path) as image:
            if image.width * image.height > MAX_PIXELS:
                return None, f"card '{card_id}': art '{art}' is too large ({image.width}x{image.height} px)"
            return image.convert("RGB"), None
    except Exception as error:  # any decoder failure of any format must only cost a warning
        return None, f"card '{card_id}': art '{art}' cannot be read ({type(error).__name__}); a placeholder is printed"


def cover(image: Image.Image, w_mm: float, h_mm: float, dpi: int = 300) -> Image.Image:
    """The centre crop of the image with the box's aspect ratio, at most ``dpi`` in the box."""
    target = w_mm / h_mm
    width, height = image.size
    if width / height > target:
        new_w = round(height * target)
        image = image.crop(((width - new_w) // 2, 0, (width - new_w) // 2 + new_w, height))
    else:
        new_h = round(width / target)
        image = image.crop((0, (height - new_h) // 2, width, (height - new_h) // 2 + new_h))
    limit = (max(1, round(w_mm / 25.4 * dpi)), max(1, round(h_mm / 25.4 * dpi)))
    if image.width > limit[0]:
        image = image.resize(limit, Image.Resampling.LANCZOS)
    return image
