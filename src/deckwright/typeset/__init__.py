"""The ground floor of printing: what the validator and the renderer both read, and no drawing.

``fonts``: the card fonts and their metrics (text widths, line metrics, the characters a font can
draw); ``layouts``: the face layouts as data (named boxes, the designer's overrides) and ``box``:
one of their boxes. The validator measures with these what the renderer draws with them, so a
warning agrees with every render; the drawing code stays in ``renderer``.
"""
