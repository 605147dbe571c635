"""Card files as spreadsheets: ``deckwright export`` writes XLSX or CSV, ``deckwright import``
reads them back into YAML that validates. ``cells`` is the cell syntax, ``layout`` where values
go (tables and the cell each value came from), ``files`` the two formats, ``convert`` the two
commands' work. docs/spreadsheets.md is the designer's description.
"""
