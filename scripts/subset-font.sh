#!/usr/bin/env bash
# Regenerates the headings' typeface, static/fonts/plus-jakarta-sans-800-cs.woff2, from the npm
# package @fontsource/plus-jakarta-sans (a devDependency; SIL Open Font License 1.1, copied beside
# the font as static/fonts/OFL.txt), and prints the metrics of its fallback @font-face
# (src/theme/tokens.css, docs/architecture.md, record 13).
#
# Fontsource splits the font by script: the "latin" file has the Basic Latin and á é í ó ú ý, the
# "latin-ext" file č ď ě ň ř š ť ů ž. The two are merged and subset to what Czech headings need.
#
# Needs Python 3 with fontTools and brotli (Debian: apt-get install -y python3-fonttools python3-brotli)
# and, for the fallback metrics, Liberation Sans Bold, which has Arial Bold's metrics
# (apt-get install -y fonts-liberation2); without it the script writes the font and skips the metrics.
set -euo pipefail
cd "$(dirname "$0")/.."

pkg=node_modules/@fontsource/plus-jakarta-sans
weight=800
out=static/fonts/plus-jakarta-sans-$weight-cs.woff2
arial=${ARIAL_BOLD:-/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf}

python=""
for candidate in python3 /usr/bin/python3; do
  if "$candidate" -c "import fontTools.subset, brotli" 2> /dev/null; then
    python=$candidate
    break
  fi
done
if [ -z "$python" ]; then
  echo "subset-font: Python 3 with fontTools and brotli not found (apt-get install -y python3-fonttools python3-brotli)" >&2
  exit 1
fi
[ -d "$pkg" ] || { echo "subset-font: $pkg missing, run npm install" >&2; exit 1; }

mkdir -p static/fonts
cp "$pkg/LICENSE" static/fonts/OFL.txt

# Basic Latin, no-break spaces and hyphen, the Czech letters of both cases, Czech quotes, dashes,
# ellipsis, middle dot, multiplication sign, degree, euro and an arrow.
unicodes="U+0020-007E,U+00A0,U+00A9,U+00B0,U+00B7,U+00D7"
unicodes+=",U+00C1,U+00C9,U+00CD,U+00D3,U+00DA,U+00DD,U+00E1,U+00E9,U+00ED,U+00F3,U+00FA,U+00FD" # Á É Í Ó Ú Ý á é í ó ú ý
unicodes+=",U+010C,U+010D,U+010E,U+010F,U+011A,U+011B,U+0147,U+0148,U+0158,U+0159"           # Č č Ď ď Ě ě Ň ň Ř ř
unicodes+=",U+0160,U+0161,U+0164,U+0165,U+016E,U+016F,U+017D,U+017E"                         # Š š Ť ť Ů ů Ž ž
unicodes+=",U+2011,U+2013,U+2014,U+2018,U+2019,U+201A,U+201C,U+201E,U+2026,U+202F,U+20AC,U+2192"

ARIAL="$arial" "$python" - "$pkg/files/plus-jakarta-sans-latin-$weight-normal.woff2" \
  "$pkg/files/plus-jakarta-sans-latin-ext-$weight-normal.woff2" "$out" "$unicodes" << 'PY'
import os, sys
from fontTools.merge import Merger
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont

latin, latin_ext, out, unicodes = sys.argv[1:5]
font = Merger().merge([latin, latin_ext])
# Czech typography (src/lib/typography.ts, czech-number.ts) writes a no-break hyphen and a narrow
# no-break space, which the font lacks: they get the hyphen's and the thin space's glyphs.
for table in font["cmap"].tables:
    if table.isUnicode():
        for char, same in ((0x2011, 0x2D), (0x202F, 0x2009)):
            if same in table.cmap:
                table.cmap.setdefault(char, table.cmap[same])
codepoints = set()
for part in unicodes.split(","):
    lo, _, hi = part.removeprefix("U+").partition("-")
    codepoints.update(range(int(lo, 16), int(hi or lo, 16) + 1))
options = Options()
options.flavor = "woff2"
options.layout_features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"]
options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # keep the copyright and licence names
options.notdef_outline = True
options.hinting = False
options.desubroutinize = True
subsetter = Subsetter(options)
subsetter.populate(unicodes=codepoints)
subsetter.subset(font)
font.flavor = "woff2"
font.save(out)
missing = sorted(c for c in codepoints if c not in font.getBestCmap())
print(f"{out}: {os.path.getsize(out)} bytes, {len(font.getGlyphOrder())} glyphs")
if missing:
    print("  not in the font (the fallback draws them):", " ".join(f"U+{c:04X}" for c in missing))

# The fallback face: Arial Bold (and its metric twins) scaled so that Czech heading text is as wide
# as in the brand font, with the brand font's ascent, descent and line gap, so that swapping the
# fonts moves nothing.
arial = os.environ["ARIAL"]
if not os.path.exists(arial):
    print(f"  {arial} missing: fallback metrics not computed")
    sys.exit(0)
sample = "Hromadné SMS pro firmy – odesílejte zprávy zákazníkům přes bránu, API nebo WhatsApp, Viber a RCS. Ceník 0,69 Kč"

def average_width(f):
    cmap, hmtx, upm = f.getBestCmap(), f["hmtx"], f["head"].unitsPerEm
    return sum(hmtx[cmap[ord(c)]][0] for c in sample) / len(sample) / upm

brand, fallback = TTFont(out), TTFont(arial)
size_adjust = average_width(brand) / average_width(fallback)
upm, hhea = brand["head"].unitsPerEm, brand["hhea"]
pct = lambda v: f"{v * 100:.2f}%"
print(f"  unitsPerEm {upm}, hhea ascender {hhea.ascent}, descender {hhea.descent}, lineGap {hhea.lineGap}")
print(f"  average width: brand {average_width(brand):.4f} em, fallback {average_width(fallback):.4f} em")
print(f"  size-adjust: {pct(size_adjust)};")
print(f"  ascent-override: {pct(hhea.ascent / upm / size_adjust)};")
print(f"  descent-override: {pct(-hhea.descent / upm / size_adjust)};")
print(f"  line-gap-override: {pct(hhea.lineGap / upm / size_adjust)};")
PY
