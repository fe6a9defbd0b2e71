"""The headings' display face: Atkinson Hyperlegible Bold (the share image's font, from the
@expo-google-fonts/atkinson-hyperlegible dev dependency), cut down to what English and French
headings use, as WOFF2: src/renderer/src/assets/fonts/atkinson-hyperlegible-bold-latin.woff2.

The build ships the committed file; run this only to change the subset:

    apt-get install -y python3-fonttools python3-brotli   # Debian: fontTools and its WOFF2 writer
    /usr/bin/python3 scripts/subset-display-font.py

Kept: Basic Latin, the no-break space, © « » ° ² ³ ·, the Latin-1 letters (every French accent: é è
ê ë à â ç î ï ô ù û ü ÿ and capitals), Œ œ Ÿ, dashes, curly quotes, the ellipsis and €; kerning; the name
table's copyright and licence (SIL OFL 1.1, which asks for them). French typography writes a narrow
no-break space (U+202F) before ; ? ! and the copy may write a no-break hyphen (U+2011): the face
has neither, so they are mapped to its space and hyphen, not left to a fallback font. No hinting:
headings are large, and hinting was a third of the file.
"""
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = (
    ROOT
    / "node_modules/@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf"
)
TARGET = ROOT / "src/renderer/src/assets/fonts/atkinson-hyperlegible-bold-latin.woff2"

UNICODES = [
    *range(0x20, 0x7F),
    *[0xA0, 0xA9, 0xAB, 0xB0, 0xB2, 0xB3, 0xB7, 0xBB],
    *range(0xC0, 0x100),
    0x152,
    0x153,
    0x178,
    0x2013,
    0x2014,
    0x2018,
    0x2019,
    0x201C,
    0x201D,
    0x2026,
    0x20AC,
]
# Characters the face lacks, drawn with a glyph it has.
STAND_INS = {0x202F: "space", 0x2011: "hyphen"}

options = subset.Options()
options.layout_features = ["kern"]
options.hinting = False
options.desubroutinize = True
options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
options.flavor = "woff2"

font = TTFont(SOURCE)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=UNICODES)
subsetter.subset(font)
for table in font["cmap"].tables:
    if table.isUnicode():
        for code, glyph in STAND_INS.items():
            table.cmap[code] = glyph
font.flavor = "woff2"
font.save(TARGET)
print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} B")
