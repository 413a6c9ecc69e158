#!/usr/bin/env python3
"""Writes Tavleya's classic piece sets as SVG files.

    python3 tools/make_pieces.py resources/pieces

Two sets come out of the same drawings, so that they stay alike:

* classic/: figures of the usual tournament shape, each a head (what tells
  the kind) standing on a body and a turned base;
* classic-symmetric/: for a board lying flat between two players, each
  piece is its head twice, the second turned round, joined by a collar
  across the middle: it reads the same from either side of the table.

Every drawing is white (#ffffff) outlined in dark (#1a1a1a), in a 100 x 100
box; the program swaps the two colours for the black pieces. Standard
library only.
"""

import pathlib
import sys

STYLE = ('fill="#ffffff" stroke="#1a1a1a" stroke-width="3.2" '
         'stroke-linejoin="round" stroke-linecap="round"')
DOT = 'fill="#1a1a1a" stroke="none"'

# The turned foot all standing figures share: a broad plinth and a step.
BASE = ('<path d="M19 94 H81 V89 Q81 84 76 84 H24 Q19 84 19 89 Z"/>'
        '<path d="M26 84 Q26 78 33 78 H67 Q74 78 74 84 Z"/>')


def collar(y, half_width, depth=6):
    """A flat ring across the figure at height y (its top edge)."""
    l, r = 50 - half_width, 50 + half_width
    return (f'<path d="M{l} {y + depth / 2} Q{l} {y} {l + 4} {y} H{r - 4} '
            f'Q{r} {y} {r} {y + depth / 2} Q{r} {y + depth} {r - 4} {y + depth} '
            f'H{l + 4} Q{l} {y + depth} {l} {y + depth / 2} Z"/>')


def body(top, half_top, half_foot=19):
    """The waisted stem from a collar at `top` down to the base's step."""
    l, r = 50 - half_top, 50 + half_top
    fl, fr = 50 - half_foot, 50 + half_foot
    mid = (top + 78) / 2
    return (f'<path d="M{l} {top} C{l} {mid} {fl + 4} {mid + 8} {fl} 78 '
            f'H{fr} C{fr - 4} {mid + 8} {r} {mid} {r} {top} Z"/>')


# The heads: each ends at y = 46 where it meets its collar, so the same head
# serves the standing figure and the two-headed symmetric one.
HEADS = {
    'king': (
        '<path d="M46.5 4 H53.5 V10 H59.5 V17 H53.5 V23 H46.5 V17 H40.5 V10 H46.5 Z"/>'
        '<path d="M31 27 Q50 19 69 27 L61 46 H39 Z"/>'
        '<path d="M35 34 Q50 29 65 34" fill="none"/>'),
    'queen': (
        '<path d="M29 19 L37 32 L40 14 L46 30 L50 10 L54 30 L60 14 L63 32 L71 19 '
        'L62 46 H38 Z"/>'
        '<path d="M37 38 Q50 34 63 38" fill="none"/>'
        '<circle cx="29" cy="17" r="3.6"/><circle cx="40" cy="12" r="3.6"/>'
        '<circle cx="50" cy="7.5" r="3.6"/><circle cx="60" cy="12" r="3.6"/>'
        '<circle cx="71" cy="17" r="3.6"/>'),
    'rook': (
        '<path d="M29 8 H38.5 V15 H45.5 V8 H54.5 V15 H61.5 V8 H71 V25 L65 30 V46 H35 '
        'V30 L29 25 Z"/>'
        '<path d="M35 30 H65" fill="none"/>'),
    'bishop': (
        '<circle cx="50" cy="8" r="4.2"/>'
        '<path d="M50 12.5 C37 21 33 34 38 46 H62 C67 34 63 21 50 12.5 Z"/>'
        '<path d="M56 21 L45 34" fill="none" stroke-width="4"/>'),
    'knight': (
        '<path d="M38 46 C38 40 42 37 45 35 C40 36 33 38 28 36 C23 34 22 29 25 26 '
        'C30 21 35 15 38 9 L41 4 L46 10 C58 9 68 18 69 32 C69 38 66 42 66 46 Z"/>'
        '<path d="M49 12 C57 15 62 22 63 31" fill="none"/>'
        f'<circle cx="40" cy="17" r="2.6" {DOT}/>'
        f'<circle cx="27.5" cy="30" r="1.6" {DOT}/>'),
    'pawn': (
        '<circle cx="50" cy="23" r="12"/>'
        '<path d="M42 46 C43 41 45 38 45 35 H55 C55 38 57 41 58 46 Z"/>'),
    'fers': (
        '<circle cx="50" cy="9" r="4.2"/>'
        '<path d="M33 38 C33 21 41 13 50 13 C59 13 67 21 67 38 Z"/>'
        '<path d="M43 20 L57 32 M57 20 L43 32" fill="none"/>'
        '<path d="M38 38 H62 L60 46 H40 Z"/>'),
    'alfil': (
        '<path d="M36 18 C24 12 13 22 17 34 C20 41 28 42 35 37 Z"/>'
        '<path d="M64 18 C76 12 87 22 83 34 C80 41 72 42 65 37 Z"/>'
        '<path d="M36 30 C33 16 41 9 50 9 C59 9 67 16 64 30 C62 37 57 39 55 42 '
        'L55 46 H45 L45 42 C43 39 38 37 36 30 Z"/>'
        '<path d="M45 42 C40 42 37 46 39 46 M55 42 C60 42 63 46 61 46" fill="none"/>'
        f'<circle cx="44" cy="24" r="2.3" {DOT}/><circle cx="56" cy="24" r="2.3" {DOT}/>'),
}

# The helgi, queen and knight in one: the knight's head under a coronet.
HEADS['helgi'] = (
    HEADS['knight'] +
    '<path d="M44 11 L43 3 L48 7 L52 2 L55 8 L61 4 L59 13 Z" stroke-width="2.6"/>')

# How each standing figure continues below its head: the collar's half
# width, and the stem's half width under it.
STEMS = {
    'king': (15, 11), 'queen': (15, 11), 'rook': (18, 15), 'bishop': (14, 9),
    'knight': (18, 15), 'helgi': (18, 15), 'pawn': (11, 7), 'fers': (14, 9),
    'alfil': (16, 10),
}


def figure(kind):
    """A standing figure: the head high on a stem over the base, the head a
    little larger than in the symmetric set, as it is what tells the kind."""
    half_collar, half_stem = STEMS[kind]
    head = f'<g transform="translate(50 50) scale(1.12) translate(-50 -46)">{HEADS[kind]}</g>'
    return body(56, half_stem) + BASE + collar(50, half_collar) + head


def symmetric(kind):
    """The head and the same head turned round, joined at a middle collar."""
    half_collar, _ = STEMS[kind]
    head = f'<g id="head">{HEADS[kind]}</g>'
    turned = '<use xlink:href="#head" transform="rotate(180 50 50)"/>'
    ring = collar(46, max(half_collar, 16) + 4, depth=8)
    # A little broader than the standing heads: the two share the height
    # one figure has, and read better for the width.
    return (f'<g transform="translate(50 50) scale(1.1 1) translate(-50 -50)">'
            f'{head}{turned}{ring}</g>')


def svg(content):
    return ('<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">'
            f'<g {STYLE}>{content}</g></svg>\n')


def main(out):
    root = pathlib.Path(out)
    for folder, draw in (('classic', figure), ('classic-symmetric', symmetric)):
        (root / folder).mkdir(parents=True, exist_ok=True)
        for kind in HEADS:
            (root / folder / f'{kind}.svg').write_text(svg(draw(kind)))


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else 'resources/pieces')
